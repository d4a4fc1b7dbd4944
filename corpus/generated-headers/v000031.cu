// cudagen 0.2 seed 31 valid headers
// features: kernel,launch,main,constexpr_var,enum,if,while,bitwise,logical,comparison,incdec,lit_int_binary,lit_int_suffix,cast_functional,sizeof,macro_object,macro_paste,pp_if,local_class,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>

#define CHUNK_1 3
#define TILE_DIM_2 64
#define TILE_DIM_3 32
#define CAT_4(a, b) a##b

#if CHUNK_1 > 83
#define CONFIG_5 6
#else
#define CONFIG_5 30
#endif
__host__ __device__ float norm6(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
enum Color7 { ADD8 = 3, FAST9 };

__global__ void trace10_kernel(int stride11, int count12)
{
	int iter13 = 0;
	while ((iter13 < iter13) && (count12 > 54)) {
		stride11 = +(sizeof(int) ^ iter13);
		unsigned f14 = int(40ll);
		(void)f14;
		++iter13;
	}
	stride11 = TILE_DIM_3;
	struct Local15 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local15 w16{3};
	int w17 = w16.add(43);
	if (!(w17 > w17))
		return;
	--stride11;
}

int main()
{
	int n18 = 1223;
	if (n18) {
		if ((n18 <= n18) || ((n18 == CAT_4(n, 18)) && n18)) {
			trace10_kernel<<<(n18 + 0b1111111) / 128, 512>>>(n18, 49);
			struct Local19 {
				int s;
				int add(int v) { s += v; return s; }
			};
			Local19 idx20{9};
			int k21 = idx20.add(63 + n18);
			(void)k21;
		}
		++n18;
	}
	return 0;
}
