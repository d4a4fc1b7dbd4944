// cudagen 0.2 seed 935 valid headers
// features: kernel,launch,builtin_vars,main,managed_var,local_array,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,friend_template,partial_specialization,sfinae,runtime_api,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <array>
#include <cooperative_groups.h>

#define TILE_DIM_1 8
#define BLOCK_SIZE_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 60
#endif

#if (BLOCK_SIZE_2 * 2) >= 40 && BLOCK_SIZE_2 != 0
#define CONFIG_7 6
#else
#define CONFIG_7 14
#endif
struct Sized8 { __device__ int size() const { return 15; } };
template <typename T> __device__ auto sizeOf9(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf9(const T &, long) { return 1; }
template <typename...> struct MakeVoid10 { using type = void; };
template <typename T, typename = void> struct HasSize11 { static constexpr int value = 0; };
template <typename T> struct HasSize11<T, typename MakeVoid10<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe12(int x) {
  Sized8 s{};
  return sizeOf9(s, 0) + sizeOf9(x, 0) + HasSize11<Sized8>::value + HasSize11<int>::value;
}
template <typename T> struct Box13;
template <typename T> __device__ T peek14(const Box13<T> &b);
template <typename T> struct Box13 {
  __device__ explicit Box13(T v) : val(v) {}
  template <typename U> friend __device__ U peek14(const Box13<U> &b);
  template <typename U> friend struct Spy15;
private:
  T val;
};
template <typename T> __device__ T peek14(const Box13<T> &b) { return b.val; }
template <typename U> struct Spy15 {
  __device__ static int look(const Box13<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock16(int x) {
  Box13<int> v(x);
  return peek14(v) + Spy15<float>::look(v);
}
__managed__ unsigned int m_march17[64] = {7, 43};

__global__ void trace18(int lane19, int *out20, unsigned int *acc21)
{
  unsigned int i22 = threadIdx.x;
  if (i22 >= lane19)
    return;
  acc21[lane19 & 7] = threadIdx.x;
  float val23[0b101]{'a', 16.75F, 4561, 6.0F, static_cast<float>(*acc21)};
  cooperative_groups::thread_block group24 = cooperative_groups::this_thread_block();
  int rank25 = static_cast<int>(group24.thread_rank()) + static_cast<int>(group24.size());
  (void)rank25;
  float lim26 = val23[4];
  (void)lim26;
}

int main()
{
  int count27 = 3081;
  cudaError_t err28 = cudaGetLastError();
  int ok29 = err28 == cudaSuccess ? 1 : 0;
  trace18<<<1, sizeof(unsigned int) * 16>>>(11ULL, &ok29, m_march17);
  m_march17[ok29 & 0b111111] = ((m_march17[count27] - 3315) - sizeof(int)) | ok29;
  (count27++, (count27 = m_march17[32]));
  float mid30 = (ok29 == 5ul) ? (m_march17[8] | ok29) : ok29;
  (void)mid30;
  return 0;
}
