// cudagen 0.1 seed 193 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define BLOCK_SIZE_2 (3)
#define CHUNK_3 128
#define MOD8_4(x) ((x) % 8)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_9 2
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_9 29
#endif
#undef CONFIG_9
#define CONFIG_9 2
/* Returns the accumulated value. */

__global__ void merge10(float p11, int *__restrict__ out12, double *buf13)
{
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(++out12[0b1], (p11 *= 6.375f));
	constexpr unsigned long mid15 = 17L;
}

int check_fuse16(const long long *in17, int n18)
{
	for (int n19 = 0; n19 < (sizeof(float) * 4); n19 += 3) {
		dim3 k20 = dim3((n18 + 63) / 64, (n18 + 31) / 32, (n19 + 63) / 64);
	}
	dim3 x21 = dim3(CONFIG_9, (n18 + 255) / 256);
	if (n18 != in17[2]) {
		goto done22;
	}
	merge10<<<(n18 + 31) / 32, TILE_DIM_1 + (TILE_DIM_1 + (CONFIG_9 + 116))>>>((24.25f - in17[7]) + '\?', &n18, nullptr);
	merge10<<<x21, 1 << 8>>>((4 | n18) << (32lu + n18), nullptr, nullptr);
done22:;
	return 49;
}

int main()
{
	int count23 = 2405;
	count23 *= count23 + (check_fuse16(static_cast<const long long*>(nullptr), 41l) ^ count23);
	count23 = (check_fuse16(static_cast<const long long*>(nullptr), count23) > (count23 += 62, count23)) ? count23 : ADD3_5(count23 & count23, MOD8_4(count23), check_fuse16((const long long*)nullptr, 3656));
	check_fuse16(nullptr, 2303UL);
	count23 >>= 40lu & (count23 & 3952);
	count23 -= 'a';
	check_fuse16(static_cast<const long long*>(nullptr), static_cast<int>(count23 / count23));
	return 0;
}
