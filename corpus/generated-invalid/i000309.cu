// cudagen 0.1 seed 309 invalid:kernel_pack_not_last
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,do_while,goto,static_assert,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 5
#define NUM_ITERS_2 5
#define RADIUS_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 33
#endif

__global__ void __launch_bounds__(512) stencil8(int lane9, int* dst10, const float* input11) {
	extern __shared__ float dyn_12[];
	int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid13 >= lane9) {
		return;
	}
	lane9 -= input11[3];
	static_assert(sizeof(int) == 4, "tile must fit");
	float f14 = input11[2];
}

template <typename T, typename U>
__global__ void __launch_bounds__(sizeof(unsigned int) * (RADIUS_1 + 3)) step15_kernel(const T* __restrict__ input16) {
	unsigned int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int iter18 = 0;
	do {
		const T val19 = static_cast<float>((14 | tid17) - (30 + tid17));
		auto off20 = (*input16) / blockDim.z;
		++iter18;
	} while (iter18 < iter18);
	T diff21 = TUNE_7 - (input16[4] - 10ULL);
	diff21 += blockDim.x;
	ACCUM_4(diff21, ((127ull)));
}

static unsigned short check_sweep22(int stride23, char q24, int len25 = 44) {
	if (len25 && (45 <= q24)) {
		goto done26;
	}
	q24 = ((stride23 + 014) * len25) + 6;
	q24 = stride23;
done26:;
	return q24 - (RADIUS_3 / CAT_5(q, 24));
}
template <typename... Args, typename T>
__global__ void pack_kernel30(T t, Args... args)
{
}

int main() {
	int len27 = 1054;
	float e28[2] = {};
	int prod29 = (len27 | len27) + (~len27);
	len27 |= 21lu - unsigned(prod29);
	if (e28[0] < 32) {
		return e28[1];
	}
	stencil8<<<(len27 + 31) / 32, 512>>>(prod29, &prod29, nullptr);
	step15_kernel<int, int><<<(len27 + 63) / 64, (512)>>>((const int*)nullptr);
	return 0;
}
