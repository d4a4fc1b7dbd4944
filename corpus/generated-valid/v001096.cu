// cudagen 0.1 seed 1096 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,main,managed_var,shared_var,extern_shared,local_array,auto_var,struct,struct_methods,class_private,enum_class,anon_namespace,if,if_else,if_init,for,ternary,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_mutable,comments
#include "prelude.cuh"

struct Tile1 {
	long count2;
	int sum3;
	size_t vel4;
	__host__ __device__ void get5(char w6) {
		double s7 = count2;
	}
};

__global__ void tally8_kernel(float *buf9, float *data10) {
	int i11 = threadIdx.x;
	if ((*buf9) > (data10[threadIdx.x] / blockIdx.x)) {
		if (i11 > i11) {
			return;
		}
		if (!(i11 < (threadIdx.x * gridDim.x))) {
			if (auto z12 = ((gridDim.x > (*buf9)) ? 14U : i11) - (0x35lu - (i11 << i11)); (i11 > z12) && (i11 <= buf9[threadIdx.x])) {
				auto val13 = (z12 + (z12 * z12)) - i11;
			} else {
				unsigned char u14 = 41;
			}
		}
	}
}
// Helper used by the kernels below.

class Vec15 {
	int weight16;
	float y17;
	unsigned int count18;
public:
	__host__ __device__ Vec15(int b19, float b20, unsigned int b21) : weight16(b19), y17(b20), count18(b21) {}
	__host__ __device__ float norm22() const {
		return (int)(weight16 * weight16);
	}
	__host__ __device__ void get23(float stride24) {
		unsigned char mid25 = 54U;
	}
};
// Helper used by the kernels below.

__global__ void scatter26_kernel(int lane27, double *dst28, double a29, int len30) {
	int idx31 = threadIdx.x;
	if (idx31 >= lane27) {
		return;
	}
	if ((idx31) == gridDim.x) {
		return;
	}
	for (int i32 = (blockIdx.x * blockDim.x) + threadIdx.x; i32 < len30; i32 += blockDim.x * gridDim.x) {
		if (warpSize <= 20) {
			return;
		}
	}
	float x33 = 'a' / len30;
}
__managed__ unsigned int m_step34 = 30;

__global__ void mix35_kernel(int n36, float *buf37, float *buf38) {
	int i39 = threadIdx.x;
	Tile1 f40 = Tile1{13L, 0x1F, 0x25ULL};
	n36--;
}

__global__ void weigh41(const int *src42, char *dst43, double *acc44, int *data45) {
	extern __shared__ double dyn_46[];
	int gid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Tile1 k48{44, 16UL, static_cast<size_t>(dyn_46[blockIdx.x] * dst43[gid47])};
	unsigned int stride49{9U};
}
__managed__ float m_rank50 = 11.125f;
enum class Kind51 { Low52 = 2, Fast53 = 4 };

namespace {
enum class Axis54 { Slow55, Fast56 = 6, Busy57 };

__global__ void split58(int *acc59, int lane60, int n61) {
	unsigned int i62 = threadIdx.x;
	if (i62 >= n61) {
		return;
	}
	float z63(15.25f);
	Axis54 lo64 = Axis54::Busy57;
	Kind51 z65 = Kind51::Fast53;
	if (blockDim.y != (*acc59)) {
		--acc59[i62];
		z63 = 23.625f;
	}
}
} // namespace

int main() {
	int count66 = 1497;
	m_rank50 = count66;
	auto step70 = [=](auto f67, auto x68) mutable {
		f67 = m_rank50 / 2ul;
		float prod69[4] = {'0', 24.75f};
		prod69[3] = ((0x1Bu * m_step34) << ((prod69[0x0] == m_step34) ? 12 : count66)) * 17;
		return f67 * 2;
	};
	++m_step34;
	--m_rank50;
	auto tmp71 = m_step34;
	tmp71 = count66;
	tally8_kernel<<<dim3(0x40 * 0x2, 2, 4 * 2), 32 * 0x4, (1024)>>>(nullptr, nullptr);
	scatter26_kernel<<<(m_step34 + 31) / 32, (32), 1024>>>(count66, (double*)nullptr, count66, 9 * tmp71 * 2627UL);
	mix35_kernel<<<(m_step34 + 63) / 0x40, 32>>>(step70(count66, static_cast<int>(m_step34)), nullptr, nullptr);
	return 0;
}
