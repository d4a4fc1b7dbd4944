// cudagen 0.1 seed 214 invalid:no_such_member
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,const_local,enum,typedef,if,while,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define TILE_DIM_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

constexpr int check_tile5(int len6) {
	len6 = len6;
	return len6;
}

__global__ void spread7_kernel(int* acc8, float alpha9, int lane10) {
	unsigned gid11 = threadIdx.x;
	lane10 ^= gid11;
	int pass12 = 0;
	while (pass12 < pass12) {
		alpha9 /= 8.875F + (pass12 * alpha9);
		++pass12;
	}
	if (acc8[pass12]) {
		return;
	}
}

__host__ __device__ int spread13(int n14, int* data15) {
	if ((data15[4] * data15[n14]) < data15[0]) {
		return (n14 - (*data15)) + 6;
	}
	auto y16 = -031;
	if (y16 >= CAT_4(n, 14)) {
		return n14 + n14;
	}
	if (data15[y16] <= 38U) {
		return TWICE_PLUS_3(n14, n14) + data15[n14];
	}
	data15[6] %= TILE_DIM_2 + ((*data15) + 8);
	int m17 = (*data15) * y16;
	return int(54) * y16;
}
inline constexpr int STEPS18 = (CHUNK_1 + 1);

__global__ void __launch_bounds__(2 * 16, TILE_DIM_2) smooth19(int len20, const long* coef21, unsigned char cfg22, float* dst23) {
	int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ unsigned long sh_25[256];
	(*dst23) = ((dst23[4] * gridDim.x) + (1.125f * sh_25[179])) * gridDim.x;
	spread13(TWICE_PLUS_3(spread13(43L, nullptr), spread13(dst23[tid24], nullptr)), (int*)nullptr);
	++sh_25[cfg22];
	int mid26[6]{static_cast<int>(tid24), STEPS18, 10, 27, 6, len20};
	int u27 = ((STEPS18 - mid26[4]) - (tid24 / 29lu)) / (tid24 + alignof(char));
}

__device__ void split28(char alpha29, int count30, int lane31) {
	__shared__ int sh_32[128];
	++sh_32[101];
	const int base33 = CAT_4(alpha, 29);
	bool tmp34 = 0;
	__shared__ int sh_35[11][CHUNK_1 + (TILE_DIM_2 + (CHUNK_1 + 3))];
}
enum Op36 : short {
	GREEN37,
	ON38,
	ADD39,
	HIGH40 = 7,
	ON41
};
typedef Op36 kind42_t;

__host__ __device__ int clamp43(int count44) {
	short y45 = -63;
	y45 -= (985 * (CAT_4(count, 44) + 60)) + 22lu;
	count44 = sizeof(float);
	kind42_t off46 = HIGH40;
	if (off46 == spread13(count44, nullptr)) {
		return y45 - spread13(-63, nullptr);
	}
	y45 ^= TILE_DIM_2 + off46;
	return spread13((STEPS18 * y45) - (count44 % count44), (int*)nullptr);
}
/* Helper used by the kernels below. */

__global__ void split47(const unsigned int* src48, const float* in49, const unsigned* input50, float b51) {
	signed char m52 = spread13(spread13(*input50, (int*)nullptr), nullptr);
	if (m52) {
		return;
	}
	b51 = ((25 - in49[1]) * int(sizeof(float)));
	if (threadIdx.x >= input50[2]) {
		return;
	}
}
struct Point54 {
    int x, y;
};

int main() {
	int len53 = 2868;
	Point54 pt55 = {1, 2};
	len53 = pt55.z;
	len53 /= STEPS18;
	--len53;
	spread7_kernel<<<(len53 + 127) / 128, 128>>>(nullptr, spread13(len53, (int*)nullptr), (11 - len53) - 30u);
	smooth19<<<128 * (ON38 + ON38), 512, 0, nullptr>>>(18lu, (const long*)nullptr, 22, (float*)nullptr);
	split47<<<sizeof(int) * (ADD39 + (ADD39 + 12)), sizeof(unsigned int) * (ADD39 + 126)>>>((const unsigned int*)nullptr, (const float*)nullptr, (const unsigned int*)nullptr, 56 - (len53 / len53));
	return 0;
}
