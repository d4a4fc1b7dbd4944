// cudagen 0.2 seed 355 valid headers
// features: kernel,launch_bounds,restrict_params,launch,host_function,main,local_array,enum_class,if,bitwise,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_float,lit_string,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_if,local_class,virtual_function,enum_underlying,rtti,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <tuple>
#include <cuda_fp16.h>

#define RADIUS_1 4
#define NUM_ITERS_2 32
#define TILE_DIM_3 (5)
#define LOW_BITS_4(x) ((x) & 0xF)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if TILE_DIM_3 % 2 == 0 || TILE_DIM_3 < 4
#define CONFIG_6 6
#elif TILE_DIM_3 < 0
#error unreachable configuration
#else
#define CONFIG_6 21
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum class Kind8 : long {
	Green9,
	Fast10,
	On11,
	Low12,
	Busy13
};
struct Poly14 {
	virtual ~Poly14() {}
	virtual int id() const { return 1; }
};
struct Impl15 : Poly14 {
	int id() const override { return 9; }
};
struct Other16 : Poly14 {};
int identify17(int x) {
	Impl15 d;
	Poly14 *b = &d;
	if (Impl15 *p = dynamic_cast<Impl15 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other16 *>(b) != nullptr ? 1 : x;
}

__global__ void __launch_bounds__(512, 3) scale18_kernel(int lane19, int *dst20, unsigned int *__restrict__ acc21, int n22) {
	struct Local23 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local23 s24{0};
	int off25 = s24.add(-4418);
	(void)off25;
	int u26[2 * 0b100] = {2943, 20, lane19};
	(void)u26;
}

inline unsigned int check_trace27(int *out28) {
	floorf(2.5f);
	const char *e29 = "tile";
	return expf(sinf(e29[1]) - (e29[0] * 24.75F));
}

int main() {
	int count30 = 03171;
	if (((~count30) / fabsf(sizeof(double))) > (count30 * 32))
		sqrtf(fabsf(count30 & count30));
	count30 = LOW_BITS_4(count30);
	if ((count30 + 2) >= 15)
		return sizeof(int);
	scale18_kernel<<<(count30 + 127) / 128, (TILE_DIM_3 + (TILE_DIM_3 + 54))>>>(count30, nullptr, nullptr, LOW_BITS_4(count30));
	return 0;
}
