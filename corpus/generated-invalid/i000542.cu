// cudagen 0.1 seed 542 invalid:enumerator_redeclaration
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,struct,operator_overload,if,for,while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define RADIUS_2 3
#define WARPS_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

struct Cell7 {
	unsigned int weight8;
	int w9;
	int weight10;
};

__global__ void lerp11(const size_t *src12, unsigned char *buf13, int n14, int stride15) {
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid16 >= n14) {
		return;
	}
	stride15 &= (threadIdx.x % sizeof(unsigned int)) - buf13[7];
	buf13[7] = 3;
	for (int i17 = 0; i17 < (2 * (RADIUS_2 + 1)); ++i17) {
		int tmp18 = (((22 >= blockIdx.x) ? 30ul : (*src12)) | 62) + tid16;
		int val19 = tid16;
	}
	stride15++;
}

__host__ __device__ int bias20(int *dst21) {
	int m22 = ((unsigned short)((*dst21) + alignof(double))) - BLOCK_SIZE_1;
	m22 ^= dst21[6];
	m22 = CAT_6(m, 22);
	(*dst21) ^= (m22 != static_cast<float>(*dst21)) ? ((sizeof(int) | m22) * (m22)) : 29u;
	dst21[m22] = *dst21;
	Cell7 val23{38l, 46, 35};
	int cnt24 = dst21[5];
	return static_cast<int>(1835);
}

struct Sample25 {
	bool hi26;
	float w27;
};

__host__ __device__ Sample25 operator+(Sample25 a, Sample25 b) {
	Sample25 r = a;
	r.w27 += b.w27;
	return r;
}

__global__ void __launch_bounds__(128, 4) clamp28(int *data29) {
	int idx30 = threadIdx.x;
	unsigned short u31((idx30 + (33)) & CAT_6(idx, 30));
	int pass32 = 0;
	while (pass32 < pass32) {
		(*data29) -= 'A';
		float prod33 = *data29;
		++pass32;
	}
}
enum First_36 { SHARED_36 };
enum Second_36 { SHARED_36 };

int main() {
	int n34 = 1061;
	lerp11<<<(n34 + 127) / 128, (256), sizeof(int) * 64>>>(nullptr, nullptr, n34, bias20(nullptr));
	constexpr long hi35 = 9;
	n34 = CAT_6(n, 34);
	(n34--, (n34 = n34 % ((bias20(nullptr) <= n34) ? (hi35) : ((CAT_6(n, 34) < WARPS_3) ? '#' : n34))));
	clamp28<<<(n34 + 63) / 64, (WARPS_3 + 11) * 2>>>(nullptr);
	return 0;
}
