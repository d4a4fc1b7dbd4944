// cudagen 0.1 seed 7 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,static_host_function,main,shared_var,constexpr_var,local_array,auto_var,const_local,if,if_else,if_init,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
constexpr int BLOCK3 = (64);
__device__ __forceinline__ float probe4(int n5, long *dst6, int n7) {
	constexpr float hi8 = 23.875F;
	dst6[0] %= static_cast<unsigned int>(n7) ^ (((*dst6) != 41l) ? n7 : (BLOCK3 & n5));
	n5 = (n7 + (BLOCK3 & (*dst6))) - n5;
	short q9 = 53lu;
	long long k10 = static_cast<unsigned>(BLOCK3);
	unsigned idx11 = dst6[2];
	--n7;
	return +((float)(14.5F + k10));
}
template <typename T>
__global__ void shade12_kernel(T cfg13, const float *coef14) {
	if (static_cast<float>(coef14[7]) != cfg13) {
		probe4(probe4(probe4(BLOCK3, nullptr, -2), static_cast<long*>(nullptr), cfg13), (long*)nullptr, probe4(BLOCK3, nullptr, cfg13 * 5));
	}
	__shared__ unsigned int sh_15;
	if (double stride16 = cfg13; (coef14[sh_15 & 7] + probe4(BLOCK3, (long*)nullptr, sh_15)) == (BLOCK3 / stride16)) {
		sh_15 = 31U - static_cast<int>(sh_15);
		__shared__ unsigned long sh_17[64];
		size_t tmp18[8]{31lu, 8lu, 27, 5lu, static_cast<unsigned long>(4), 27, static_cast<unsigned long>(51), static_cast<unsigned long>(BLOCK3)};
	} else {
	}
}
char check_trace19(unsigned long cfg20, int len21, const unsigned *in22) {
	if (!(in22[7] > 32l)) {
		goto done24;
	}
	if (cfg20 <= BLOCK3) {
		return (len21 - 24u) - 26U;
	}
	if (auto cnt23 = BLOCK3; (len21 & 1)) {
		cfg20 = BLOCK3 + (in22[5] - '\'');
		shade12_kernel<long><<<dim3(BLOCK3 + 448), dim3((len21 + 127) / 128, sizeof(int) * 8), 0>>>(4533, reinterpret_cast<const float*>(in22));
	}
	shade12_kernel<<<dim3((cfg20 + 127) / 128), BLOCK3, 0, 0>>>(3L, reinterpret_cast<const float*>(in22));
done24:;
	return cfg20;
}
static __host__ void bias25(int stride26, int len27, float a28) {
	if (!(BLOCK3 > stride26)) {
		goto skip31;
	}
	len27 = BLOCK3;
	stride26 = check_trace19(check_trace19(9U, (unsigned char)stride26, (const unsigned*)nullptr), check_trace19(046, -38, (const unsigned*)nullptr) + (-a28), nullptr);
	if (!((a28 >= len27) && (len27 > 31UL))) {
		const float val29 = BLOCK3;
		if ((len27 - 'a') >= len27) {
			return;
		}
		dim3 q30 = dim3(4 * 4, (BLOCK3 + (BLOCK3 + 384)));
	}
skip31:;
}
int main() {
	int count32 = 2488;
	count32--;
	check_trace19('\\', BLOCK3, nullptr);
	int sum33 = (BLOCK3 ^ (count32 + 9)) * u8'z';
	sum33 >>= 4;
	return 0;
}
