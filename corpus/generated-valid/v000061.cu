// cudagen 0.1 seed 61 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_array,constant_array,managed_var,shared_var,extern_shared,constexpr_var,struct,aligned_struct,enum,namespace,nested_namespace,if,if_else,if_init,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define RADIUS_2 (3)
#define RADIUS_3 4
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

struct __align__(8) Cell5 {
	unsigned short sum6;
	unsigned long count7;
	int count8;
};
__managed__ bool m_mix9[4];

template <typename T, int N = 7>
__global__ void __launch_bounds__(sizeof(int) * (RADIUS_2 + 61)) bump10(const T *input11, float *acc12, int lane13) {
	extern __shared__ int dyn_14[];
	float hi15 = (-2.25f);
	if (unsigned lim16 = N; (((*acc12) + N) - 127) <= RADIUS_2) {
		acc12[lane13] = RADIUS_1;
		m_mix9[0x3] = (0b100111ll >> m_mix9[2]) > lim16;
	}
	m_mix9[lane13] = !((((*input11) == hi15) || (m_mix9[2] == N)) && (lane13 != RADIUS_2));
}

struct alignas(16) Stats17 {
	unsigned int flag18;
	float vel19;
	unsigned short sum20;
};
__constant__ int c_pivot21[2] = {19, 0x2aU};
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_22(map_fold23, float)

namespace impl24 {
__global__ void fold25(const int *in26, int stride27, int *data28) {
	long long *e29 = static_cast<long long*>(nullptr);
	int f30 = data28[stride27 & 0x7];
	int cnt31 = ' ';
	(*data28) = (9 - (c_pivot21[1] * m_mix9[0x1])) - (stride27);
	++cnt31;
	static_assert(55 == 55);
	cnt31 = *data28;
}
__constant__ float c_split32[2] = {5.625f, 0x1A};
} // namespace impl24
__device__ int d_split33[16] = {43U};
// Computes one element per thread.

template <class T>
__global__ void sweep34(const T *coef35, int count36, int count37, float a38) {
	if (impl24::c_split32[0x1] <= (RADIUS_3 * a38)) {
		count36--;
		double r39 = m_mix9[count37];
		++count36;
	} else {
	}
}

namespace ops40::v41 {
__global__ void scale42_kernel(double b43, int *dst44, int count45, int count46) {
	b43 = 16 << (count46);
	(*dst44) = sizeof(Cell5);
	d_split33[count45 & 0xf] = count46;
}
enum Op47 {
	IDLE48,
	BLUE49,
	LOW50,
	BUSY51 = 6,
	ON52
};
} // namespace ops40::v41

int main() {
	int n53 = 1596;
	n53 = m_mix9[0x1];
	size_t *q54 = nullptr;
	bump10<int, 6><<<(RADIUS_3 + 12), ops40::v41::ON52 + 25>>>(nullptr, static_cast<float*>(nullptr), q54[0x1]);
	map_fold23<<<(n53 + 31) / 32, sizeof(int) * (ops40::v41::ON52 + 121)>>>(nullptr, static_cast<float>(m_mix9[n53 & 3]));
	impl24::fold25<<<0x40, 0b1 << 8, 0x400, nullptr>>>(nullptr, q54[6], nullptr);
	return 0;
}
