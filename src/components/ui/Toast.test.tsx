/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toast, type ToastMessage } from "./Toast";

const sent: ToastMessage = { tone: "success", title: "Message sent successfully!", description: "We'll get back to you within 24 hours." };
const failed: ToastMessage = { tone: "error", title: "Error sending message", description: "Please try again or contact us directly." };

describe("Toast", () => {
  it("keeps a polite and an assertive live region in the page before any notice appears", () => {
    render(<Toast message={null} onDismiss={() => {}} dismissLabel="Dismiss notification" />);
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("alert")).toHaveAttribute("aria-live", "assertive");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("announces success politely and an error assertively, in regions that were already there", () => {
    const { rerender } = render(<Toast message={null} onDismiss={() => {}} dismissLabel="Dismiss notification" />);
    const status = screen.getByRole("status");
    const alert = screen.getByRole("alert");

    rerender(<Toast message={sent} onDismiss={() => {}} dismissLabel="Dismiss notification" />);
    expect(screen.getByRole("status")).toBe(status);
    expect(status).toHaveTextContent("Message sent successfully!We'll get back to you within 24 hours.");
    expect(alert).toBeEmptyDOMElement();

    rerender(<Toast message={failed} onDismiss={() => {}} dismissLabel="Dismiss notification" />);
    expect(screen.getByRole("alert")).toBe(alert);
    expect(alert).toHaveTextContent("Error sending message");
    expect(status).toBeEmptyDOMElement();
  });

  it("is dismissed by its button", () => {
    const onDismiss = jest.fn();
    render(<Toast message={failed} onDismiss={onDismiss} dismissLabel="Dismiss notification" />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("dismisses itself after eight seconds", () => {
    jest.useFakeTimers();
    try {
      const onDismiss = jest.fn();
      render(<Toast message={sent} onDismiss={onDismiss} dismissLabel="Dismiss notification" />);
      act(() => jest.advanceTimersByTime(7_999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
