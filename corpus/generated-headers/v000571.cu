// cudagen 0.2 seed 571 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,lambda,macro_statement,pp_ifdef,pp_if,local_class,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 41
#endif

#if (TUNE_3 * 2) >= 64 && TUNE_3 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 24
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void scale6(const float* input7, int count8)
{
	int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i9 >= count8)
		return;
	count8 *= *input7;
	int r10 = double(0x2 - (threadIdx.x / i9));
	bool off11 = (count8 ^ blockDim.x) == r10;
	float prod12(blockDim.x + sqrtf(off11));
	(void)prod12;
	sinf(r10);
	struct Local13 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local13 f14{0};
	int flag15 = f14.add(r10 | i9);
	(void)flag15;
}

float check_apply16(int lane17, int* buf18, const unsigned* __restrict__ input19)
{
	(*buf18) = expf(input19[lane17]);
	auto op23 = [](float q20) -> float {
		q20 = q20;
		int *d_buf21 = nullptr;
		cudaMalloc(&d_buf21, static_cast<size_t>(16) * sizeof(int));
		cudaMemset(d_buf21, 0, static_cast<size_t>(16) * sizeof(int));
		int h_buf22[4] = {};
		cudaMemcpy(h_buf22, d_buf21, sizeof(h_buf22), cudaMemcpyDeviceToHost);
		return 21.0f - fmaxf(d_buf21[0x1], h_buf22[2]);
	};
	(void)op23;
	struct Local24 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local24 flag25{6};
	int cnt26 = flag25.add(buf18[lane17 & 7] / input19[lane17 & 7]);
	cnt26--;
	SWAP_1(int, lane17, cnt26);
	SWAP_1(int, lane17, cnt26);
	int flag27 = floorf(14.75f - (buf18[0b101] >> cnt26));
	(void)flag27;
	return lane17 - ((lane17 / 22.5F) * cnt26);
}

int main()
{
	int size28 = 2965;
	struct Local29 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local29 v30{3};
	int sum31 = v30.add(size28);
	if (sum31 < sum31)
		return -floorf(TUNE_3);
	size28 = 2;
	floorf(((double)sum31) * (0x5 ^ size28));
	scale6<<<(sum31 + 127) / 0x80, dim3(CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 0x1b8)), 1 << 4), 0x0>>>(nullptr, (TUNE_3 * sum31) + ((unsigned short)18u));
	return 0;
}
