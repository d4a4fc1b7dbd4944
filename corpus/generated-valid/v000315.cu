// cudagen 0.1 seed 315 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,constexpr_var,enum_class,if,if_else,for,goto,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 128
#define WARPS_2 32
#define CHUNK_3 4
#define MOD8_4(x) ((x) % 8)
#define ADD3_5(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 54
#endif
#undef CHUNK_3
#define CHUNK_3 12
enum class Op8 : int { Fast9, Idle10 = 2 };

inline __device__ __host__ void pack11(unsigned *acc12) {
	if (((*acc12) - 34U) < 45)
		return;
	int k13 = ((*acc12) += 1428, (31 - MOD8_4(*acc12)));
	float *w14 = (float*)nullptr;
}

__global__ void lerp15_kernel(int lane16, const int *in17) {
	int tid18 = threadIdx.x;
	if (tid18 >= lane16)
		return;
	constexpr float mid19 = -39;
	lane16--;
	Op8 h20 = Op8::Idle10;
	h20 = Op8::Idle10;
}

__device__ __host__ unsigned long long fuse21(Op8 beta22) {
	long s23 = -2l;
	if (s23 != s23) {
		goto finish26;
	}
	if (s23 != s23)
		return s23;
	if (ADD3_5(MOD8_4(s23), (s23 > s23) ? s23 : TUNE_7, 48) <= (WARPS_2 + s23)) {
		long flag24 = s23;
		flag24 = s23;
	} else if (s23 * sizeof(float)) {
		int cnt25 = 39;
	} else {
	}
finish26:;
	return 23UL;
}

__global__ void __maxnreg__(64) scatter27(int len28) {
	unsigned lim29 = fuse21(Op8::Idle10);
	if (len28 != CHUNK_3) {
		goto finish30;
	}
	len28--;
finish30:;
}

static int check_fuse31(float p32) {
	if (p32 <= (p32 + p32))
		return p32 * (4872U + p32);
	if (p32 != p32) {
		lerp15_kernel<<<dim3(2 * 4), (CHUNK_3 + 0b11110100), 1024, (cudaStream_t)0>>>((p32 * 27) + fuse21(Op8::Idle10), nullptr);
		for (int it33 = 0; it33 < 2; it33++) {
			if (fuse21(Op8::Idle10))
				continue;
			lerp15_kernel<<<sizeof(int), 64, 4096, nullptr>>>(p32 * (it33 + 59ULL), nullptr);
		}
	}
	return fuse21(Op8::Idle10);
}

__global__ void split34_kernel(int lane35, unsigned int q36, int len37) {
	int tid38 = threadIdx.x;
	constexpr int k39 = WARPS_2 + CHUNK_3;
	++len37;
	short lim40 = 52;
}

float run_decay41(int len42, const int *__restrict__ input43) {
	if (len42 >= 57)
		return (len42 % input43[len42 & 7]) + double(len42);
	len42--;
	float k44 = ((MOD8_4(len42) & 297) > ADD3_5(len42, 15u, len42)) ? ((3500 - len42) * (0.375F - len42)) : check_fuse31(input43[len42 & 7] + 13);
	if ((len42 * 942) == WARPS_2) {
		goto out45;
	}
	k44 = -len42;
	if ((k44 + input43[5]) != len42)
		return 22.375f;
out45:;
	return 2795;
}

int main() {
	int len46 = 978;
	dim3 hi47 = dim3((len46 + 255) / 256, (8), 8);
	len46 = len46;
	split34_kernel<<<2 * 2, sizeof(float) * 128>>>(54, CHUNK_1, (57 * len46) + len46);
	len46 = 2446;
	scatter27<<<0b100000, (WARPS_2 + WARPS_2), 0>>>(len46);
	return 0;
}
