// cudagen 0.1 seed 1548 valid
// features: kernel,launch,builtin_vars,host_function,main,shared_var,shared_2d,constexpr_var,const_local,struct,if,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_stringize
#include "prelude.cuh"

#define RADIUS_1 3
#define RADIUS_2 32
#define BLOCK_SIZE_3 256
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__global__ void decay6_kernel(int len7, signed char *buf8, const long *src9) {
	int tid10 = threadIdx.x;
	if (tid10 >= len7) {
		return;
	}
	int r11 = tid10;
	(*buf8) &= ~(*src9);
	__shared__ float sh_12[13][7];
	len7 = sh_12[len7][len7];
	buf8[3] = 11;
	__shared__ float sh_13[64];
}
struct Bounds14 {
	int x15;
	float mass16;
	int weight17, z18;
};
double run_scatter19(unsigned *acc20, int stride21) {
	acc20[stride21 & 7] = (*acc20) - acc20[stride21];
	auto lam22 = [&]() -> int {
		decay6_kernel<<<(4), RADIUS_2 + (RADIUS_2 + (RADIUS_2 + 32))>>>(stride21, reinterpret_cast<signed char*>(acc20), reinterpret_cast<const long*>(acc20));
		stride21 = (stride21);
		(*acc20) = acc20[stride21 & 7];
		return BLOCK_SIZE_3;
	};
	stride21 = (stride21 <= stride21) ? (*acc20) : stride21;
	(*acc20) = acc20[2];
	(*acc20) = sizeof(int);
	const char *z23 = STR_5(hello);
	return stride21;
}
int main() {
	int count24 = 3237;
	const int m25 = count24;
	run_scatter19((unsigned int*)nullptr, ((count24 += sizeof(double), 10) == count24) ? run_scatter19(nullptr, 4) : count24);
	count24 += (long long)run_scatter19(nullptr, m25);
	decay6_kernel<<<(256), (512)>>>(run_scatter19((unsigned int*)nullptr, count24 - count24), (signed char*)nullptr, nullptr);
	int off26 = count24;
	float u27 = -21.75f;
	return 0;
}
