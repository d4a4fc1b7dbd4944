struct Q_23 {
    void Q_23::run();
};
