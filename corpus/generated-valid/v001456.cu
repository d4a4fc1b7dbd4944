// cudagen 0.1 seed 1456 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,struct,struct_template,if,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void tile4_kernel(int count5, int lane6, float *buf7) {
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid8 >= count5)
		return;
	const unsigned int diff9 = tid8;
	char tmp10[4] = {57LL, static_cast<char>(diff9 % 3), char(64L ^ threadIdx.x)};
	if ((buf7 == nullptr) && (61 < diff9))
		return;
	__shared__ long long sh_11;
	if (sh_11) {
		goto skip12;
	}
	if (int(buf7[0]) != blockDim.x)
		return;
skip12:;
}

struct Body13 {
	int mass14;
	int vel15, sum16;
};

template <typename T>
struct Particle17 {
	T flag18;
	int vel19;
};
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_20(map_norm21, double)

__global__ void __maxnreg__(64) decay22(double *out23, const int *in24, int *dst25) {
	extern __shared__ double dyn_26[];
	int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((dyn_26[tid27 & 7] - 0xDL) < out23[tid27])
		return;
	dyn_26[1] = tid27 | (*dst25);
	dyn_26[tid27] = 33;
	static __shared__ float sh_28;
	(*dst25)--;
	static_assert((0x13 * 0x2) > 045);
}

static __global__ void decay29(int n30, int len31) {
	int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Particle17<long> t33 = Particle17<long>{static_cast<long>(blockDim.z), int(-38)};
	++n30;
	t33 = Particle17<long>{long(15), 32};
}

inline __host__ __device__ unsigned int pivot34(int lane35, int stride36) {
	unsigned int f37 = (!(stride36 & 1)) ? (57 - stride36) : 21ul;
	unsigned int u38[3] = {};
	return u38[0] + 18 + 8LL;
}

static __global__ void __launch_bounds__(1 << 7) sweep39_kernel(const double *coef40, int stride41, int len42, float q43) {
	extern __shared__ float dyn_44[];
	q43 += dyn_44[6];
	Body13 diff45 = Body13{};
	__shared__ unsigned int sh_46;
	double idx47 = (+pivot34(q43, 25u)) * pivot34(stride41, 0x133E);
	pivot34(526, sizeof(Body13) - dyn_44[len42]);
}

int main() {
	int len48 = 326;
	if (047lu >= len48)
		return len48 - len48;
	constexpr int lim49 = 14;
	const int *s50 = &len48;
	tile4_kernel<<<dim3((len48 + 0x1f) / 040), dim3((len48 + 255) / 256), sizeof(float) * 128, 0>>>((0x7 + s50[4]) * (3751U), pivot34(sizeof(Particle17<long>), lim49), nullptr);
	map_norm21<<<1 << 011, 256, (1024)>>>((double*)nullptr, sizeof(unsigned int) >> len48);
	decay22<<<(len48 + 037) / 0x20, 040, 0, (cudaStream_t)0>>>(nullptr, &len48, &len48);
	return 0;
}
