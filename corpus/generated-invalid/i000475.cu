// cudagen 0.1 seed 475 invalid:shared_in_range_for
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,host_function,main,device_array,constant_var,shared_var,shared_2d,local_array,if,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void __launch_bounds__(02000, 2) norm5_kernel(const float *src6) {
	float v7 = 0b0;
	__shared__ int sh_8[5 * 3][5];
	--sh_8[6][0];
	++v7;
	int hi9 = LOW_BITS_1(sh_8[1][4]);
}
__device__ int d_gather10[64];
__constant__ int c_probe11 = 10;
static_assert((0b1111 * 3) == 0b101101, "size check");
__constant__ int c_grow12 = 24u;
// NOTE: keep in sync with the host reference.

template <class T, int N = 8>
__global__ void decay13_kernel(T p14, const double *coef15, int *dst16) {
	float lo17[5] = {59};
	if ((c_grow12 > N) && (N <= lo17[c_grow12])) {
		goto finish18;
	}
	p14 -= static_cast<double>(37lu);
finish18:;
}

unsigned run_spread19(const int *src20, bool a21) {
	if (58U == (src20[6] - src20[5]))
		return src20[6] ? a21 : sizeof(int);
	int e22 = LOW_BITS_1((*src20) * 9) ^ a21;
	e22++;
	a21 = (a21 - 1606U) <= e22;
	norm5_kernel<<<(4), 64>>>(reinterpret_cast<const float*>(src20));
	--e22;
	return (e22);
}
__global__ void range_kernel24(int *p)
{
    int vals25[3] = {1, 2, 3};
    for (__shared__ int x : vals25) {
        p[0] += x;
    }
}

int main() {
	int size23 = 2536;
	size23 *= LOW_BITS_1(size23);
	size23 = size23 | (int(size23) - run_spread19(nullptr, 0));
	decay13_kernel<<<(size23 + 127) / 128, 32 * 2>>>(3.0, (const double*)nullptr, nullptr);
	return 0;
}
