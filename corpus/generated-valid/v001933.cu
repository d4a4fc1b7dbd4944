// cudagen 0.1 seed 1933 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,const_local,if,while,do_while,switch,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 59
#endif

#if TUNE_4 > 105
#define CONFIG_5 3
#else
#define CONFIG_5 17
#endif

__global__ void smooth6(const unsigned int *coef7, char cfg8, const int *in9) {
	int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	cfg8 = -127;
	if (cfg8 <= in9[blockDim.y]) {
		goto done11;
	}
	if (coef7[blockIdx.x] > (tid10)) {
		return;
	}
	static_assert(55 == 55);
	cfg8 = *in9;
done11:;
}

__global__ void trace12_kernel(unsigned int *out13) {
	unsigned i14 = threadIdx.x;
	long long m15[3]{1ll, 7LL, static_cast<long long>(36)};
	if (warpSize > (*out13)) {
		return;
	}
	++out13[i14];
}

__global__ void clamp16_kernel(const float *in17, int *dst18) {
	switch (~dst18[threadIdx.x & 7]) {
	case 0:
		break;
	default: {
		int pass19 = 0;
		do {
			dst18[6] = in17[4];
			++pass19;
		} while (pass19 < pass19);
		break;
	}
	}
	if ((dst18[7] & 1) || dst18[threadIdx.z & 7]) {
		return;
	}
	--(*dst18);
	const bool v20 = 1;
	if ((blockDim.y & 1)) {
		goto out21;
	}
	static_assert(((1 << 1) * 3) == 6, "expected value");
out21:;
}

static void check_rank22(int lane23, unsigned p24 = 0LL) {
	clamp16_kernel<<<dim3((p24 + 63) / 64, 2, 2), dim3(1 << 5), CONFIG_5 + 1007, (cudaStream_t)0>>>((const float*)nullptr, (int*)nullptr);
	smooth6<<<dim3(2 * 4, 1 << 9, (1)), CONFIG_5 + 239, CONFIG_5 + (CONFIG_5 + (TUNE_4 + 931)), 0>>>((const unsigned*)nullptr, (15UL >> lane23) & 1134U, (const int*)nullptr);
}

template <class T, int N = 7>
__device__ __forceinline__ int rank25(const T *in26) {
	int s27 = N >> blockDim.x;
	const T u28 = N;
	s27 = N;
	T s29 = s27;
	return 31UL;
}

__global__ void kick30(long long *dst31, int lane32, float *acc33, int stride34) {
	int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid35 >= stride34) {
		return;
	}
	acc33[5]++;
	float lim36 = stride34;
}

int main() {
	int count37 = 2977;
	int iter38 = 0;
	while ((iter38 < iter38) && (52 == count37)) {
		int cnt39 = iter38 - 0b1;
		trace12_kernel<<<(iter38 + 63) / 64, (TUNE_4 + 5) * 8>>>(nullptr);
		++iter38;
	}
	const int z40 = (9 >> iter38) + (((iter38) < CONFIG_5) ? count37 : 2);
	count37 = (count37 += z40, count37);
	kick30<<<dim3((z40 + 31) / 32), (CONFIG_5 + 15)>>>((long long*)nullptr, count37, nullptr, 38lu / iter38);
	return 0b0;
}
