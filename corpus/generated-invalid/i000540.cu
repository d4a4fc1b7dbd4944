// cudagen 0.1 seed 540 invalid:static_virtual_member
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,static_local,enum,typedef,using_alias,if,for,pragma_unroll,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
typedef char *ptr5_t;
using idx6_t = unsigned long;

__global__ void gather7_kernel(float cfg8, ptr5_t buf9)
{
	int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (buf9[0x4]) {
	case 0: {
		cfg8 = 46ul;
		float m11 = 5 * (~buf9[4]);
		break;
	}
	}
	int w12 = 19L;
	cfg8++;
}

inline float check_gather13(unsigned b14)
{
	--b14;
	if (CAT_4(b, 14) != b14) {
		return (CAT_4(b, 14));
	}
	b14 = b14 >> 2;
	return 0.75f;
}
enum Axis15 { GREEN16, ADD17 };

template <typename T, typename U>
__global__ void tile18_kernel(U *buf19, int count20, const int *__restrict__ coef21)
{
	extern __shared__ unsigned int dyn_22[];
	dyn_22[gridDim.x] = 55;
	static_assert(045 == 37, "size check");
	#pragma unroll
	for (int j23 = 0; j23 < count20; ++j23) {
		Axis15 sum24 = GREEN16;
		static_assert(0x29 == 41);
	}
}

inline void host_accum25(int len26)
{
	tile18_kernel<float, double><<<(ADD17), ADD17 + 511>>>((double*)nullptr, 22ull << CAT_4(len, 26), &len26);
	check_gather13(CAT_4(len, 26));
	--len26;
	static float flag27 = 19.625f;
	(--flag27, (len26 ^= 39));
	static float w28 = 9.625f;
	len26 += check_gather13(w28);
}
struct Node_31 {
    static virtual void visit() {}
};

int main()
{
	int len29 = 118;
	len29 = GREEN16;
	len29 >>= 6;
	len29 %= sizeof(int);
	len29 = len29;
	Axis15 x30 = ADD17;
	len29 >>= long(len29);
	gather7_kernel<<<(len29 + 63) / 64, (ADD17 + (ADD17 + 30)) * 020>>>(x30 | 0x31, (char*)nullptr);
	return 0;
}
