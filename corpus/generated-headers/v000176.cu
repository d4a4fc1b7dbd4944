// cudagen 0.2 seed 176 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,if,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,bit_field,nttp_auto,runtime_api,hdr_cmath,hdr_cooperative_groups,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#ifdef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 61
#endif
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Flags4 {
	unsigned short f0 : 9;
	short f1 : 5;
	unsigned int f2 : 10;
};
__device__ int pack5(int x) {
	Flags4 b{};
	b.f0 = static_cast<unsigned>(x) & 511u;
	b.f1 = 0;
	b.f2 = static_cast<unsigned>(x) & 1023u;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
__global__ void groupSum6(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 8; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
__device__ float halfMix7(float x) {
	__half a = __float2half(x);
	__half b = __float2half(5.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

__global__ void __maxnreg__(32) tally8_kernel(bool beta9, long long *buf10, int len11, int lane12) {
	__shared__ char sh_13[64];
	beta9 = gridDim.x != static_cast<float>(lane12);
	if (buf10 != nullptr) {
		return;
	}
	len11 = (-len11) * ((sh_13[lane12] += lane12, threadIdx.y) % beta9);
	beta9 = !(!beta9);
	size_t res14 = gridDim.x;
	(void)res14;
}
float norm15(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <auto V>
__host__ __device__ int addConst16(int x) {
	using value_type = decltype(V);
	return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts17(int x) { return addConst16<3>(x) + addConst16<'a'>(x) + addConst16<7u>(x) + addConst16<true>(x) + addConst16<2L>(x); }

int host_update18(int *out19, const float *coef20) {
	unsigned int q21{22UL};
	double f22 = 12.75f;
	cudaError_t err23 = cudaGetLastError();
	int ok24 = err23 == cudaSuccess ? 1 : 0;
	f22 = (57l + ok24 + (0x3)) & static_cast<unsigned int>(out19[q21] * f22);
	(++out19[q21], (ok24 = TUNE_2));
	return (q21 | 22ull) % ((out19[ok24]) + (0x2C));
}

int main() {
	int count25 = 0x3dd;
	const char *flag26 = "ok";
	int base27 = (9 + count25) | flag26[1];
	groupSum6<<<TUNE_2 + 3, (64), 0x200 * 8>>>((int*)nullptr, count25);
	tally8_kernel<<<4 * 8, 1 << 9, sizeof(float) * 32>>>((static_cast<float>(base27) <= base27) && ((flag26[1] < flag26[1]) || (flag26[0] < count25)), nullptr, (033 >> base27) / (count25 - flag26[0x1]), 0x7 + (flag26[0] * flag26[0]));
	return 0;
}
