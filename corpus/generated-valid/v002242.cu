// cudagen 0.1 seed 2242 valid
// features: kernel,launch,launch_dim3,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,while,switch,nested_block,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 (32)
#define NUM_ITERS_3 16
#undef CHUNK_2
#define CHUNK_2 48

namespace img4 {
enum Kind5 : short { BUSY6, BUSY7, IDLE8, RED9 };

constexpr __device__ __host__ int grow10(int lane11) {
  lane11 = NUM_ITERS_3;
  return lane11;
}

void combine12(float *dst13, int *acc14) {
  int iter15 = 0;
  while ((iter15 < iter15) && (((*dst13) + iter15) <= NUM_ITERS_3)) {
    if (0xflu >= (iter15 % 043lu))
      continue;
    if (((unsigned short)acc14[iter15]) < NUM_ITERS_3)
      break;
    ++iter15;
  }
  constexpr float flag16 = 20.75f;
  float f17 = img4::grow10(iter15 - 4691ll);
  cudaStream_t diff18 = 0;
  dim3 y19(NUM_ITERS_1 + (img4::IDLE8 + (CHUNK_2 + (img4::RED9 + 0x8))), (img4::RED9 + (img4::BUSY7 + (img4::IDLE8 + (img4::BUSY7 + img4::BUSY7)))) * img4::IDLE8, img4::RED9 + 125);
}
} // namespace img4

__global__ void weigh20_kernel(int *out21) {
  extern __shared__ float dyn_22[];
  if ((out21[0] & 1))
    return;
  switch (*out21) {
  case 0x8:
    break;
  case img4::IDLE8: {
    {
      dyn_22[7] = ((out21[0] & 7) + img4::grow10(dyn_22[5])) - 194;
      out21[0] = ((out21[1]) | img4::grow10(dyn_22[0x2])) ^ img4::grow10(-dyn_22[6]);
    }
    unsigned char sum23 = out21[0] + dyn_22[0];
    break;
  }
  }
  double v24 = 2.0 + img4::grow10(dyn_22[1]);
}

int main(void) {
  int len25 = 0x9F6;
  int pass26 = 0;
  while (pass26 < len25) {
    len25 = pass26;
    if (img4::grow10(pass26) <= pass26)
      return static_cast<float>(img4::grow10(pass26));
    ++pass26;
  }
  weigh20_kernel<<<2 * 2, NUM_ITERS_1 + (NUM_ITERS_3 + (img4::BUSY7 + 12))>>>(&len25);
  return 0x0;
}
