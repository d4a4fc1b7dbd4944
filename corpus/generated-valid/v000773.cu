// cudagen 0.1 seed 773 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,operator_overload,if,for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define TILE_DIM_1 32
#define TILE_DIM_2 128
template <typename T>
__global__ void combine3(T* buf4, T* buf5) {
  extern __shared__ int dyn_6[];
  buf5[6] += buf5[5];
  __shared__ long long sh_7;
  T mid8 = TILE_DIM_1;
}
float run_scatter9(int* out10, int n11, const unsigned int* src12) {
  --n11;
  out10[7]--;
  combine3<<<sizeof(unsigned int) * 8, dim3((n11 + 63) / 64, (1), sizeof(unsigned int) * 2), sizeof(int) * 256, nullptr>>>((long*)nullptr, (long*)nullptr);
  unsigned char diff13[(7)]{067, 17, static_cast<unsigned char>(50UL), static_cast<unsigned char>(*out10), static_cast<unsigned char>(TILE_DIM_1), 62, 'A'};
  combine3<double><<<(n11 + 31) / 32, dim3((n11 + 255) / 256, 1 << 1, (n11 + 31) / 32), sizeof(double) * 256, 0>>>(nullptr, nullptr);
  --diff13[n11];
  if (((float)n11) < (*out10)) {
    return out10[n11];
  }
  return diff13[5];
}
struct Tile14 {
  double x15;
  long count16;
  signed char x17;
  __host__ __device__ signed char bump18(long long idx19) const {
    Tile14 base20 = Tile14{3.75, 39ul, 35};
    return 5 >> (idx19 + L'a');
  }
  __host__ __device__ long apply21() const {
    double y22 = 18.25;
    y22 -= y22;
    return x17 << count16;
  }
};
inline __host__ __device__ Tile14 operator+(Tile14 a, Tile14 b) {
  Tile14 r = a;
  r.x15 += b.x15;
  r.count16 += b.count16;
  r.x17 += b.x17;
  return r;
}
int main() {
  int len23 = 3534;
  len23++;
  for (int it24 = 0; it24 < 013; ++it24) {
    len23++;
  }
  len23 <<= len23;
  return 0;
}
