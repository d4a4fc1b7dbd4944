// cudagen 0.1 seed 280 invalid:unused_value
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,struct,struct_methods,aligned_struct,enum_class,if,if_else,for,bitwise,shift,logical,comparison,incdec,comma,member_access,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_bool,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 37
#endif

struct __align__(8) Tile7 {
	bool mass8;
	int vel9;
	int y10;
	long id11;
	__host__ __device__ int bump12(short u13) const
	{
		return (u13 += sizeof(Tile7), 0) % (TUNE_6 * id11);
	}
	__host__ __device__ void mix14(unsigned char hi15)
	{
		y10 = 38lu;
		vel9--;
	}
};
enum class Op16 : short { Low17 = 1, Fast18, Slow19 };

__global__ void __launch_bounds__((TUNE_6 + 252) * 2, 3) bump20_kernel(int len21)
{
	unsigned idx22 = threadIdx.x;
	Tile7 u23{true, len21, 0x40, long(HALF_1(len21))};
	u23.id11++;
	if (threadIdx.z <= threadIdx.y) {
		Op16 v24 = Op16::Fast18;
	} else {
		if (idx22 <= u23.mass8) {
			return;
		}
		u23 = u23;
	}
}

template <typename T>
__global__ void norm25_kernel(T q26)
{
	int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Tile7 lo28{true, 12UL, i27, -2324};
	q26 = threadIdx.x;
	q26 = (int)(lo28.id11 & (lo28.y10 - lo28.y10));
}

int main()
{
	int n29 = 2'035;
	(n29, n29 * 2);
	for (int it30 = 0, j31 = 0x5; it30 < j31; (++it30, (--j31))) {
		if ((n29 & 0x3A) >= (0xbL * j31)) {
			n29 = ((n29 - 7L) % (TUNE_6 >> n29)) * HALF_1(n29 >> 0x1);
			n29 = 53U;
			Op16 s32 = Op16::Fast18;
		}
	}
	if ((n29 > 5) && (n29 < n29)) {
		return float(-n29);
	}
	bump20_kernel<<<(n29 + 0x1F) / 32, dim3(TUNE_6 + (TUNE_6 + 56))>>>(int(n29) - n29);
	norm25_kernel<<<(n29 + 127) / 128, dim3((n29 + 31) / 32, sizeof(int), TUNE_6 + TUNE_6), 4'096>>>(static_cast<unsigned int>(21UL & n29));
	return 0x0;
}
