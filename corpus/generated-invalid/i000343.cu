// cudagen 0.1 seed 343 invalid:host_call_configured
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,aligned_struct,typedef,if,if_else,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 57
#endif

struct __align__(8) Vec7 {
	unsigned int id8;
	float x9, vel10;
	int id11;
};

inline __host__ __device__ Vec7 operator+(Vec7 a, Vec7 b) {
	Vec7 r = a;
	r.id8 += b.id8;
	r.x9 += b.x9;
	r.vel10 += b.vel10;
	r.id11 += b.id11;
	return r;
}

void host_tally12(signed char* __restrict__ buf13) {
	size_t tmp14(buf13[0x6]);
	(*buf13) += buf13[5];
	if ('0' <= tmp14) {
		int tmp15{4};
		if (tmp14 >= sizeof(Vec7)) {
			return;
		}
	} else {
	}
}
// Helper used by the kernels below.

__global__ void split16(int n17, int n18, Vec7 b19) {
	extern __shared__ unsigned int dyn_20[];
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned int off22 = 48;
	Vec7 e23 = b19;
}
typedef unsigned char idx24_t;

__global__ void gather25(int len26) {
	int gid27 = threadIdx.x;
	if (gid27 >= len26) {
		return;
	}
	len26 %= sizeof(int) + gid27;
	len26 = 2658;
	Vec7 e28 = Vec7{46, 8.0f, 5.375f, 3};
	e28.x9--;
}
// NOTE: keep in sync with the host reference.

__host__ __device__ unsigned int rank29(int len30, float beta31, int len32) {
	unsigned int cnt33{static_cast<unsigned>(+((int)beta31))};
	if ((cnt33 != 0xc) && ((len32 + 3969UL) >= CAT_4(beta, 31))) {
		len30--;
		int res34 = (TUNE_6 * (len30 + TUNE_6)) % len30;
	}
	return CAT_4(len, 32);
}
void host_step36(int n)
{
    (void)n;
}

int main() {
	int count35 = 3850;
	host_step36<<<1, 1>>>(4);
	if (!((CAT_4(count, 35) + TUNE_6) <= count35)) {
		if (count35 <= count35) {
			return count35;
		}
		gather25<<<(count35 + 037) / 0x20, 0x20 * 8>>>(rank29(count35 + TUNE_6, count35, L'z'));
	}
	count35 = ((count35 + count35) % count35) + ((count35 >> CAT_4(count, 35)) - rank29(sizeof(short), TUNE_6, count35));
	host_tally12(static_cast<signed char*>(nullptr));
	count35 %= TUNE_6;
	split16<<<(count35 + 31) / 0b100000, (32)>>>(rank29(static_cast<float>(count35), TUNE_6, (count35 += TUNE_6, CAT_4(count, 35))), CAT_4(count, 35) - ((double)0b101100UL), Vec7{28, 7.0f, 3.0F, count35});
	return 0;
}
