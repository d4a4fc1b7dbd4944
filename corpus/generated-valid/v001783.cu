// cudagen 0.1 seed 1783 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,main,managed_var,constexpr_var,local_array,struct,class_private,operator_overload,enum_class,if,if_else,while,switch,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define CHUNK_2 4
enum class Axis3 : int {
  Add4,
  High5,
  Low6,
  Idle7,
  Slow8
};
enum class State9 : int { Add10, Slow11, Green12 };

struct Stats13 {
  int sum14;
  float hi15;
  unsigned char weight16;
};

__host__ __device__ Stats13 operator+(Stats13 a, Stats13 b)
{
  Stats13 r = a;
  r.sum14 += b.sum14;
  r.hi15 += b.hi15;
  r.weight16 += b.weight16;
  return r;
}
__managed__ unsigned long long m_merge17[4] = {11};
/* Layout: row-major, no padding. */

__host__ __device__ float mix18(int stride19, const float *input20, int *data21)
{
  int pass22 = 0;
  while (pass22 < stride19) {
    data21[0] = stride19;
    ++pass22;
  }
  if (((input20[0] + 33) - stride19) > data21[1]) {
    stride19 *= 30ul;
    unsigned int hi23[(CHUNK_2 + 2)]{0x13, 4u, 0b110101, 2006u, static_cast<unsigned>(pass22), 44};
  } else {
  }
  return 56 * (*input20);
}

struct Pixel24 {
  int hi25;
  double z26;
  unsigned sum27;
};

inline __host__ __device__ Pixel24 operator+(Pixel24 a, Pixel24 b)
{
  Pixel24 r = a;
  r.hi25 += b.hi25;
  r.z26 += b.z26;
  r.sum27 += b.sum27;
  return r;
}

class Bounds28 {
  float weight29;
public:
  __host__ __device__ Bounds28(float b30) : weight29(b30) {}
  __host__ __device__ float reset31(double lo32) const
  {
    return (1.0f + weight29);
  }
};
/* Returns the accumulated value. */

template <class T>
__device__ T sift33(T a34, const T *in35, int stride36)
{
  m_merge17[3] <<= m_merge17[stride36];
  m_merge17[1] -= NUM_ITERS_1;
  constexpr float flag37 = 19.875f;
  return *in35;
}

__global__ void bias38_kernel(unsigned long beta39, Bounds28 alpha40)
{
  switch (m_merge17[beta39]) {
  case 7:
    beta39 = alpha40.reset31(sift33<float>(alpha40.reset31(m_merge17[3]), (const float*)nullptr, 8 * m_merge17[beta39]));
    break;
  case (0):
    m_merge17[beta39] += alpha40.reset31((45 > m_merge17[0x1]) ? beta39 : beta39);
    break;
  case 3:
    break;
  }
}

int main()
{
  int count41 = 3240;
  m_merge17[3]++;
  m_merge17[count41] = 62 >> (m_merge17[count41] - m_merge17[3]);
  bias38_kernel<<<dim3((CHUNK_2 + 28) * 4), 256, (4096), nullptr>>>((count41), Bounds28(mix18(57L, (const float*)nullptr, nullptr)));
  return 0;
}
