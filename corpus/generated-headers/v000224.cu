// cudagen 0.2 seed 224 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,for,while,bitwise,shift,comparison,comma,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,nested_class,ctad,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct Keep5 {
	T v;
	__host__ __device__ Keep5(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin6 { A a; B b; };
__host__ __device__ int deduce8(int x) {
	Keep5 h(x);
	Keep5 g{0.5};
	return h.get() + static_cast<int>(g.get());
}

__global__ void relax9(int lane10, const unsigned *in11, const unsigned *__restrict__ src12, int *__restrict__ out13) {
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)gid14;
	int iter15 = 0;
	while (iter15 < iter15) {
		short off16 = (57);
		(void)off16;
		++iter15;
	}
	int res17(floorf(threadIdx.x));
	(void)res17;
	unsigned int s18{38};
	(void)s18;
}
struct Tree19 {
	using value_type = unsigned;
	struct Leaf {
		value_type v;
		value_type scaled() const { return v * static_cast<value_type>(8); }
	};
	Leaf first, second;
	value_type total() const { return first.scaled() + second.v; }
};
unsigned walk20(int x) {
	using value_type = Tree19::value_type;
	Tree19::Leaf e{static_cast<value_type>(x)};
	Tree19 t{e, e};
	return t.total();
}

void host_smooth21(int n22) {
	for (int i23 = 0, j24 = 10; i23 < j24; (++i23, (--j24))) {
		for (int n25 = i23; n25 > 0; --n25)
			relax9<<<(j24 + 077) / 64, 64, sizeof(unsigned int) * 1024>>>(cosf(fmaxf(j24, CAT_3(n, 25))), nullptr, nullptr, nullptr);
	}
	sqrtf(expf(CAT_3(n, 22) >> n22));
}

int main() {
	int size26 = 3174;
	cudaStream_t stream27;
	cudaStreamCreate(&stream27);
	cudaStreamSynchronize(stream27);
	relax9<<<(size26 + 63) / 64, 1 << 6, 0, stream27>>>(sinf(17) / sqrtf(size26), (const unsigned int*)nullptr, nullptr, (int*)nullptr);
	signed char idx28 = fminf(static_cast<float>(1513lu), size26 | size26) + ((59 / size26) / (CAT_3(size, 26) + CAT_3(size, 26)));
	int m29 = CAT_3(idx, 28);
	(void)m29;
	bool flag30 = idx28 > CAT_3(m, 29);
	(void)flag30;
	relax9<<<(size26 + 127) / 128, sizeof(int) * 128, 0, 0>>>((size26 += CAT_3(flag, 30), 8ul), static_cast<const unsigned int*>(nullptr), nullptr, nullptr);
	return 0;
}
