// cudagen 0.1 seed 1917 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,device_forceinline,device_template_function,host_function,main,host_global,constexpr_var,if,goto,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define NUM_ITERS_2 256
#define BLOCK_SIZE_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 29
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 48
/* NOTE: keep in sync with the host reference. */

static __global__ void lerp7(float p8)
{
	p8 = 10u >> ((threadIdx.y - 34l) - 189u);
	signed char h9(((long long)p8) - (p8 + '0'));
	if (53L >= blockIdx.z) {
		goto finish10;
	}
	h9 = static_cast<unsigned int>(CAT_5(p, 8));
	if (h9 < h9) {
		p8++;
		--h9;
	}
finish10:;
}
// Returns the accumulated value.

template <class T, typename U>
__device__ __forceinline__ T drift11(T* out12, const T* input13)
{
	--(*out12);
	out12[threadIdx.z] += 2.f + input13[2];
	(*out12) = threadIdx.x;
	(*out12) = threadIdx.x;
	constexpr char prod14 = -5;
	out12[6] = 22.f;
	return ((out12[6] > CONFIG_6) ? (*out12) : 23.0) / (*out12);
}
long long g_smooth15[] = {35, 61, 3194l, 39, 2835, 1261};
int g_score16 = (CONFIG_6 + 7);

void host_pack17(int count18, double alpha19)
{
	count18 = (g_score16 + 25u) * ((g_smooth15[4] < CONFIG_6) ? CONFIG_6 : g_smooth15[g_score16]) * g_score16;
	g_score16 -= g_smooth15[count18];
	float e20 = g_smooth15[1];
	g_smooth15[2]++;
}

int main(void)
{
	int n21 = 765;
	if ((n21 += 4ull, unsigned(42)) >= (n21 - n21)) {
		if (g_score16 == g_score16) {
			float e22(n21);
			long off23 = g_score16 * 20UL;
			unsigned long long f24 = g_score16;
		}
	}
	lerp7<<<(n21 + 255) / 256, dim3((g_score16 + 255) / 256, 256)>>>(g_score16 + sizeof(int));
	return 0;
}
