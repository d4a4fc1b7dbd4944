// cudagen 0.1 seed 647 invalid:void_variable
// features: kernel,kernel_extern_c,launch,device_function,device_template_function,host_function,main,constexpr_var,auto_var,struct,struct_methods,enum_class,if,for,do_while,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof
#include "prelude.cuh"

struct Stats1 {
  int y2;
  int lo3;
  unsigned int y4;
  int weight5;
  __host__ __device__ void total6(unsigned int r7) {
    r7 = 58;
  }
};

template <typename T>
__device__ T spread8(T b9) {
  Stats1 prod10 = {-40, int(-24), static_cast<unsigned int>(23), 8};
  T s11 = b9;
  switch ((prod10.lo3)) {
  case 0:
    break;
  case 1:
    break;
  case 6: {
    b9 += s11;
    auto stride12 = prod10.lo3 & prod10.weight5;
    break;
  }
  }
  prod10.y4 <<= (6);
  return prod10.weight5 << (51 - prod10.y2);
}
enum class Op13 { Idle14 = 2, Fast15 };

void host_split16(int len17, int len18) {
  unsigned char flag19 = len18;
  --len18;
  switch ((flag19)) {
  case 3:
    break;
  }
  int h20 = len18;
  if (flag19 != 070) {
    goto skip21;
  }
  len17 = 12 * (flag19 % flag19);
  len17 &= sizeof(float) & (h20 + flag19);
  len17 <<= flag19;
skip21:;
}

extern "C" {
__device__ float apply30(int len31, const char *in32, int *data33) {
  if ((len31 * len31) < 17)
    return 8.25f - (len31 * 7u);
  Stats1 h34 = Stats1{static_cast<int>(4), 37, 45, len31};
  return 22.125f;
}

__global__ void tally22(const int *src23, int lane24, const int *in25) {
  float y26 = spread8<float>(3405 >> (*in25));
  if ((in25[2] % src23[5]) >= src23[1]) {
    goto finish29;
  }
  for (int n27 = 0; n27 < lane24; ++n27) {
    int w28 = 0;
    do {
      lane24 = static_cast<int>(spread8<int>(spread8(double(1.125))));
      if (src23[4] <= (*src23))
        return;
      ++w28;
    } while (w28 < n27);
  }
finish29:;
}
}

int main() {
  int count35 = 73;
  void nothing41;
  Stats1 w36 = Stats1{2622, 3, unsigned(037), -8};
  bool lo37 = count35 >> w36.y4;
  Op13 q38 = Op13::Idle14;
  constexpr int mid39 = 19;
  Stats1 mid40{static_cast<int>(w36.lo3 & 0), mid39, 6U, 1};
  tally22<<<(count35 + 255) / 256, 1 << 8>>>(&count35, (58LL) - mid40.y2, &count35);
  return 0;
}
