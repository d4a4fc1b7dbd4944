// cudagen 0.1 seed 150 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,if,range_for,goto,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 34
#endif
__global__ void fold5(float *acc6, const float *src7) {
	extern __shared__ int dyn_8[];
	int i9 = threadIdx.x;
	acc6[6] = 5.5f;
	++dyn_8[blockIdx.x];
	dyn_8[blockDim.x] = dyn_8[blockDim.z] * (threadIdx.x - 0x4);
	__shared__ int sh_10[16];
	(*acc6) = 8u;
	(*acc6) = static_cast<double>(23.875f);
}
static constexpr long TILE11 = 3;
enum class Mode12 : int { Green13, Add14, Mul15 };
__managed__ float m_pivot16[4];
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_17(map_reduce18, int)
DEFINE_MAP_KERNEL_17(map_sweep19, unsigned)
enum Mode20 { LOW21 = 3, BLUE22 = 5, ADD23, IDLE24 };
template <typename T, class U>
__global__ void fuse25_kernel(U *acc26, int *__restrict__ acc27) {
	unsigned i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ long sh_29;
	T *mid30 = (T*)nullptr;
	float lo31 = 47 + m_pivot16[sh_29];
	if (gridDim.x == mid30[gridDim.x]) {
		goto done35;
	}
	for (auto base32 : m_pivot16) {
		__shared__ double sh_33[8];
		__shared__ int sh_34;
	}
done35:;
}
template <typename T>
__global__ void spread36_kernel(const T *input37, int stride38) {
	extern __shared__ int dyn_39[];
	unsigned int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid40 >= stride38) {
		return;
	}
	__shared__ double sh_41[(TILE11 + (LOW21 + 2)) * 4];
	stride38 = (blockIdx.x + threadIdx.y) - 44;
	m_pivot16[gid40]--;
	stride38 = -37;
}
enum Color42 { ON43 = 2, SLOW44 = 7, GREEN45, GREEN46 = 11 };
int main() {
	int count47 = 1433;
	auto op49 = [](int m48) -> int {
		fold5<<<(ADD23 + 2), dim3((m48 + 127) / 128, 2), sizeof(float) * 0x100>>>(nullptr, m_pivot16);
		return m48;
	};
	op49(m_pivot16[3]);
	auto op51 = []() -> int {
		m_pivot16[1] = TUNE_4 + m_pivot16[0];
		m_pivot16[0b1]++;
		unsigned short off50[3] = {};
		return off50[2];
	};
	fuse25_kernel<double, long><<<ON43 + 510, 256 * ON43, sizeof(int) * 128>>>(static_cast<long*>(nullptr), &count47);
	fold5<<<ON43 * 2, 512, sizeof(double) * 64>>>(nullptr, static_cast<const float*>(nullptr));
	map_reduce18<<<(16), dim3((count47 + 127) / 128)>>>(&count47, 27);
	map_sweep19<<<8, 128, 4096, nullptr>>>(static_cast<unsigned*>(nullptr), TILE11);
	spread36_kernel<unsigned><<<0b1, dim3((count47 + 255) / 256, GREEN45 + (LOW21 + 0x75), 1), 0>>>(nullptr, TILE11);
	return 0;
}
