// cudagen 0.1 seed 1779 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,shared_var,constexpr_var,const_local,struct,operator_overload,if,switch,switch_fallthrough,ternary,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 35
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#else
#define CONFIG_5 19
#endif
// Helper used by the kernels below.

extern "C" __global__ void __maxnreg__(32) pivot6_kernel(float* data7, int len8, const int* in9, const int* in10) {
	__shared__ int sh_11[16];
	double* t12 = reinterpret_cast<double*>(data7);
	const int sum13 = data7[len8] * (len8 - (-data7[len8]));
	if (data7 != nullptr) {
		switch (sum13) {
		case (3): {
			const int* tmp14 = nullptr;
			[[fallthrough]];
		}
		case 0:
			(*data7) = -11.5f;
			break;
		case (11):
			break;
		default:
			break;
		}
	}
}
// Layout: row-major, no padding.

template <typename T, int N = 5>
__device__ __forceinline__ char fuse15(T q16, unsigned* acc17, const float* in18) {
	float idx19 = sizeof(unsigned int) + (acc17[3] + (7.125F));
	if (N < (*in18)) {
		return *acc17;
	}
	return ADD3_1(q16, 64, N);
}

struct Tile20 {
	double sum21;
	int flag22;
};

__host__ __device__ Tile20 operator+(Tile20 a, Tile20 b) {
	Tile20 r = a;
	r.sum21 += b.sum21;
	r.flag22 += b.flag22;
	return r;
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(32) update23_kernel(unsigned alpha24, int count25, float alpha26) {
	count25 = 18l;
	count25++;
	switch (fuse15<unsigned int, 2>(34, &alpha24, nullptr)) {
	case 7:
		alpha24 = (((count25 | ' ') < count25) ? alpha24 : alpha26) + ((count25 - TUNE_4) - (count25 * CONFIG_5));
		break;
	}
	if (alpha26 != (alpha24 % alpha24)) {
		return;
	}
}

constexpr int run_trace27(int n28) {
	return (CONFIG_5 >= ((n28 * 5) | (n28 - n28))) ? n28 : (~n28);
}

__host__ unsigned short run_drift29(const int* input30, Tile20 beta31, float beta32) {
	switch ((*input30) - 21L) {
	case 11:
		pivot6_kernel<<<dim3((2), 1), (256)>>>(&beta32, 21ul / (input30[5]), nullptr, (const int*)nullptr);
		if (input30 == nullptr) {
			if (input30[4] == beta32) {
				return ((size_t)58) - (input30[0] ^ 25u);
			}
			update23_kernel<<<dim3(4, 64, 16), (TUNE_4 + 29)>>>(run_trace27(beta32), (((*input30) == beta31.flag22) ? input30[1] : beta31.sum21) - 10, CONFIG_5);
		}
		break;
	default:
		update23_kernel<<<dim3(32), 4 * 8, (4096)>>>(ADD3_2(beta32, 8, run_trace27(beta31.flag22)), ((short)9) & run_trace27(input30[6]), -55);
		break;
	}
	Tile20 r33 = Tile20{22.125, static_cast<int>(*input30)};
	return (run_trace27(beta32 + TUNE_4) > (r33.flag22 & 52)) ? beta31.sum21 : (ADD3_2(input30[0], 57, input30[2]) * CONFIG_5);
}

int main() {
	int size34 = 04657;
	const char* diff35 = "kernel\n" "_tail";
	run_trace27(((diff35[0] == 26ll) ? size34 : 4) - diff35[0]);
	size34--;
	return 0;
}
