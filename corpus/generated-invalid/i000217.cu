// cudagen 0.1 seed 217 invalid:deref_non_pointer
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,constant_array,constexpr_var,local_array,auto_var,if,for,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

static __global__ void __launch_bounds__(1024) stencil5(double *out6, const int *in7)
{
	if ((out6[6] * 8) >= (*in7)) {
		return;
	}
	unsigned lim8 = (out6[3] / (0x34 / in7[6])) - 41;
	lim8 = sizeof(unsigned int);
}
__constant__ unsigned int c_warp9[4] = {0l, 40, 0x1B, 60};
// Layout: row-major, no padding.

__host__ __device__ int tally10(int count11, const float *in12, const float *input13)
{
	count11--;
	++count11;
	count11 = 010275;
	for (int n14 = 7 * 0x2; n14 > 0; --n14) {
		--count11;
		float hi15[(2)] = {24.25f};
		ACCUM_1(hi15[1], (11));
	}
	return (float)(*input13);
}
static __device__ float d_kick16 = 8;

constexpr int run_rank17(int n18, int stride19)
{
	n18 = 13ULL;
	return 0x39;
}

__host__ __device__ unsigned int decay20(int count21)
{
	count21 = CAT_4(count, 21);
	count21 = count21;
	count21 = 0x22ul;
	count21 = count21 - ((double)static_cast<char>(count21));
	count21 = count21;
	return (16 * tally10(4, nullptr, nullptr)) + (((unsigned)28) - count21);
}
// Layout: row-major, no padding.

__host__ __device__ unsigned drift22(float beta23)
{
	tally10((unsigned int)9, &beta23, nullptr);
	beta23 = beta23;
	beta23--;
	return decay20((tally10(beta23, nullptr, &beta23) != 020U) ? 0b101000 : (beta23));
}

__global__ void __launch_bounds__(0x200) rank24_kernel(unsigned *out25, float q26, float *data27, const int *input28)
{
	if (q26 > 13) {
		double q29 = +data27[0x4];
		auto hi30 = 47;
		unsigned long tmp31{2ul};
	}
	constexpr float y32 = 0x10;
	data27[4] = 3.125f;
}
#define DEFINE_MAP_KERNEL_33(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_33(map_apply34, double)
DEFINE_MAP_KERNEL_33(map_gather35, double)

constexpr int pack36(int count37, int n38)
{
	float sum39 = -0.25f;
	--n38;
	return sum39;
}

int main()
{
	int n40 = 0x155;
	n40 = *n40 + 1;
	for (int j41 = 0, j42 = n40; j41 < j42; (++j41, (--j42))) {
		decay20(j41);
		n40 = sizeof(int);
	}
	dim3 mid43 = dim3((020));
	stencil5<<<64, 32, 4096>>>(static_cast<double*>(nullptr), &n40);
	rank24_kernel<<<dim3((n40 + 63) / 64, (n40 + 63) / 0100), 128>>>(static_cast<unsigned*>(nullptr), decay20(n40), nullptr, &n40);
	map_apply34<<<(0b1), 256>>>(nullptr, 34);
	return 0;
}
