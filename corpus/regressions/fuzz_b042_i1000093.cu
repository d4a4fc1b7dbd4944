int main() {
  int big21 = 100000 * 100000;
}
