// cudagen 0.1 seed 2160 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,range_for,goto,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 3
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))

extern "C" __global__ void decay5_kernel(const int *src6, unsigned long a7, long long *acc8)
{
	extern __shared__ double dyn_9[];
	int gid10 = threadIdx.x;
	auto acc11 = static_cast<float>((blockIdx.z - gid10) - (gid10 - threadIdx.z));
	int flag12{gid10};
	bool diff13 = threadIdx.z - ((BLOCK_SIZE_1 / (*src6)) / (flag12 - false));
}
__managed__ int m_gather14[64] = {0x2A, -27, 07753l, 58U};

template <class T, class U>
inline __device__ size_t norm15(U *__restrict__ data16)
{
	T f17 = data16[5];
	m_gather14[13] = MAX2_4(MAX2_4(m_gather14[28] - m_gather14[gridDim.x], TILE_DIM_2), (blockDim.y + gridDim.x) - ((*data16) - (*data16)));
	m_gather14[blockIdx.y] = (*data16) + (data16[blockDim.x] - MAX2_3(data16[threadIdx.x], m_gather14[blockIdx.y]));
	float k18 = 16 >> m_gather14[threadIdx.x];
	if (m_gather14[033] * m_gather14[31]) {
		goto done19;
	}
	f17 = f17 + MAX2_3(f17, f17);
done19:;
	return MAX2_3(m_gather14[10] * data16[threadIdx.x], *data16) * ((+f17) + (38 + k18));
}

__global__ void warp20_kernel(float p21)
{
	int gid22 = threadIdx.x;
	short mid23 = ((TILE_DIM_2 << m_gather14[gid22]) - (m_gather14[gid22] * gid22));
	p21 = p21;
	m_gather14[gid22]++;
	mid23 = static_cast<float>(gid22);
	--mid23;
	--m_gather14[1];
}

__global__ void pivot24_kernel(const float *input25, int *out26, size_t alpha27)
{
	int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha27 = gid28 - gid28;
	m_gather14[alpha27] = TILE_DIM_2;
	alpha27 = alignof(int);
}

__global__ void bump29(const unsigned int *in30, float *data31)
{
	extern __shared__ long dyn_32[];
	int tid33 = threadIdx.x;
	if (!(tid33 >= data31[tid33])) {
		goto skip38;
	}
	for (int tmp34 : m_gather14) {
		bool stride35 = !(MAX2_3(*in30, 7) < BLOCK_SIZE_1);
	}
	for (auto &y36 : m_gather14) {
		dyn_32[0b1]++;
		float f37 = +(in30[y36] + (13.0f + gridDim.y));
	}
skip38:;
}

constexpr int host_stencil39(int len40, int lane41)
{
	return 2373UL;
}

int main(void)
{
	int size42 = 4031;
	decay5_kernel<<<sizeof(float) * 0x20, 0x1 << 5>>>(m_gather14, 61 * static_cast<double>(m_gather14[size42]), nullptr);
	unsigned char lo43 = MAX2_3((m_gather14[size42] % m_gather14[0x38]) * (45l % m_gather14[0x25]), (size42 + 0b1000ul) - (size42 + BLOCK_SIZE_1));
	m_gather14[57] = 0x40;
	warp20_kernel<<<sizeof(unsigned int) * 2, 16 * 2>>>(lo43);
	pivot24_kernel<<<(size42 + 31) / 040, 1 << (BLOCK_SIZE_1 + 1), sizeof(float) * (BLOCK_SIZE_1 + 248)>>>(nullptr, m_gather14, lo43);
	bump29<<<(size42 + 31) / 0b100000, (TILE_DIM_2 + (TILE_DIM_2 + 2)) * (TILE_DIM_2 + 13)>>>(static_cast<const unsigned*>(nullptr), nullptr);
	return 0;
}
