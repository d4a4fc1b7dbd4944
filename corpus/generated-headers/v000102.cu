// cudagen 0.2 seed 102 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,shared_var,static_shared,extern_shared,constexpr_var,if,if_else,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,pp_ifdef,pp_if,local_class,virtual_function,rtti
#include <cuda_runtime.h>
#include <vector>
#include <cmath>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 17
#endif

#if TUNE_3 > 127
#define CONFIG_4 6
#else
#define CONFIG_4 21
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Poly6 {
	virtual ~Poly6() {}
	virtual int id() const { return 1; }
};
struct Impl7 : Poly6 {
	int id() const override { return 9; }
};
struct Other8 : Poly6 {};
int identify9(int x) {
	Impl7 d;
	Poly6 *b = &d;
	if (Impl7 *p = dynamic_cast<Impl7 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other8 *>(b) != nullptr ? 1 : x;
}

constexpr __host__ __device__ int clamp10(int n11)
{
	n11 = 15;
	return CONFIG_4 * n11;
}

__global__ void mix12(int len13, size_t cfg14, const int* input15, int count16)
{
	extern __shared__ float dyn_17[];
	unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx18 >= count16)
		return;
	ACCUM_1(dyn_17[idx18], (sizeof(unsigned int)));
	int sum19 = 43 - int((unsigned long long)cfg14);
	(void)sum19;
	static __shared__ long sh_20;
	(void)sh_20;
}

int main()
{
	int n21 = 2305;
	n21 = n21 / (TUNE_3 * n21 * (43ul));
	if (n21 > (n21 + 45l)) {
		mix12<<<2, (512), sizeof(int) * 32, 0>>>(n21, (long long)(1 * n21), nullptr, CONFIG_4);
	} else {
		struct Local22 {
			int s;
			int add(int v) { s += v; return s; }
		};
		Local22 acc23{2};
		int q24 = acc23.add(n21 + CONFIG_4);
		(void)q24;
	}
	return 0;
}
