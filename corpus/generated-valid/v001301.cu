// cudagen 0.1 seed 1301 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,constexpr_var,auto_var,static_local,struct,struct_template,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 32
#define TILE_DIM_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

float run_reduce7(unsigned int a8, long long alpha9)
{
	if (a8 != static_cast<float>(alpha9)) {
		return a8;
	}
	for (int i10 = (NUM_ITERS_1 + (TILE_DIM_3 + (TILE_DIM_3 + 4))); i10 > 0; --i10) {
		if (((a8 + i10) >= i10) && (alpha9 >= i10)) {
			alpha9 &= TILE_DIM_3;
			if (i10 != (alpha9 * alpha9)) {
				break;
			}
			alpha9 += ((50 * a8) / static_cast<float>(4518L)) + ((2543UL << alpha9) + alpha9);
		}
		alpha9--;
	}
	return 0b100111;
}

unsigned long host_clamp11(float b12, long *buf13)
{
	static short res14 = 52lu;
	float stride15(17.375f);
	run_reduce7(buf13[res14], buf13[res14] << sizeof(int));
	int idx16 = 2;
	run_reduce7(idx16, run_reduce7(idx16, '0'));
	auto flag17 = run_reduce7(run_reduce7(idx16, stride15 + 3303UL), run_reduce7(res14, stride15));
	return -(57 * idx16);
}

template <typename T>
struct Sample18 {
	T x19;
	__host__ __device__ T norm20() const
	{
		return sizeof(int);
	}
};

__global__ void __maxnreg__(32) bump21_kernel(int len22, const int *__restrict__ in23, int *acc24, const short *coef25)
{
	len22 -= (*coef25) + 4;
	int idx26{0x24};
	acc24[4] |= 54 * ((*in23) + 52) * len22;
	for (int i27 = 0; i27 < idx26; i27 += 1) {
		__shared__ Sample18<double> sh_28;
		ACCUM_4(idx26, (sh_28.norm20()));
	}
	if (((*acc24) + 25) <= idx26) {
		return;
	}
}

int main()
{
	int size29 = 3917;
	size29 &= size29;
	run_reduce7(3u, (size29 += 0x35, (size29 / sizeof(int))));
	bump21_kernel<<<dim3((size29 + 0b11111) / 0b100000, (size29 + 127) / 128), NUM_ITERS_1 + (TILE_DIM_3 + 250), (0x400)>>>(static_cast<double>(host_clamp11(size29, nullptr)), &size29, nullptr, (const short*)nullptr);
	if (size29 != NUM_ITERS_1) {
		return size29;
	}
	return 0;
}
