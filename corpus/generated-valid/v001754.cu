// cudagen 0.1 seed 1754 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,main,constexpr_var,local_array,enum,if,if_else,if_init,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void accum3(long long *__restrict__ data4) {
	unsigned idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float h6 = -0.375f;
	h6 = (unsigned long)short(idx5 | 6);
	if (((int)h6) >= blockIdx.x) {
		if (CAT_2(idx, 5) < 46) {
			int idx7 = 13lu;
			constexpr short y8 = 3 * 13;
		}
		h6 = 7.25f;
	}
}
enum State9 : long { HIGH10, OFF11 };

__device__ float bump12(const int *__restrict__ src13, const int *__restrict__ input14) {
	int cnt15 = (64l - (src13[warpSize] * OFF11)) - (~src13[blockDim.z]);
	cnt15--;
	--cnt15;
	short int lo16[8]{0x1a, 07664, static_cast<short int>(*src13), 1450u, 28ul, static_cast<short>(sizeof(long)), 'A', static_cast<short>(OFF11)};
	lo16[blockIdx.z & 7]--;
	return -19.75F;
}

__device__ __forceinline__ int clamp17(int lane18, int len19, long long *__restrict__ out20) {
	if (long hi21 = 0x28; len19 >= 39) {
		int mid22 = 073L % lane18;
		State9 s23 = OFF11;
		(--len19, (out20[mid22 & 7] = float((lane18 * 2.625f) - bump12(reinterpret_cast<const int*>(out20), reinterpret_cast<const int*>(out20)))));
	}
	if ((lane18 * ('\n' * CAT_2(len, 19))) == bump12(reinterpret_cast<const int*>(out20), nullptr)) {
		int y24 = ((48 % out20[lane18]) - bump12(reinterpret_cast<const int*>(out20), reinterpret_cast<const int*>(out20)));
		(*out20) -= bump12((const int*)nullptr, reinterpret_cast<const int*>(out20)) * y24;
	} else if (short res25 = lane18; (lane18 + out20[lane18 & 7]) >= out20[3]) {}
	return bump12(reinterpret_cast<const int*>(out20), (const int*)nullptr);
}

int main() {
	int n26 = 757;
	if (float t27 = 2.125f; 042 < t27) {
		t27 -= 0x8;
	}
	n26++;
	accum3<<<(n26 + 255) / 256, dim3((n26 + 0xFF) / 256, (n26 + 31) / 32, 2 * (OFF11 + 1)), sizeof(int) * 040>>>(nullptr);
	return 0;
}
