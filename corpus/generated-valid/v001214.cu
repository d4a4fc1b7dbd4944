// cudagen 0.1 seed 1214 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,constexpr_var,struct,if,shift,comparison,incdec,comma,address_of,member_access,array_index,lit_float,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 3
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 33
#endif

struct Stats7 {
	unsigned int id8;
	float z9;
};

inline __device__ void fold10(int len11, int count12, int n13) {
	__shared__ double sh_14;
	n13--;
	n13--;
	(--sh_14, (sh_14 = static_cast<unsigned char>(n13)));
	if ((n13) > blockIdx.x) {
		return;
	}
	constexpr int sum15 = 7;
	int* x16 = &n13;
}

__global__ void mix17(int lane18, float alpha19) {
	int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid20 >= lane18) {
		return;
	}
	__shared__ Stats7 sh_21[256];
	alpha19 = -(lane18 << sh_21[blockIdx.x].id8);
}

int main() {
	int count22 = 106;
	Stats7 sum23{44, 13.625f};
	long lim24(sum23.z9);
	mix17<<<1 << (RADIUS_1 + (RADIUS_1 + RADIUS_1)), (256), 0, (cudaStream_t)0>>>(RADIUS_1, count22);
	return 0;
}
