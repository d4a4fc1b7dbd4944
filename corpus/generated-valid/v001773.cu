// cudagen 0.1 seed 1773 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,host_device_function,default_args,main,device_var,device_array,host_global,constexpr_var,local_array,auto_var,const_local,if,if_else,for,switch,switch_fallthrough,goto,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void scale1_kernel(float *buf2)
{
	int gid3 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (static_cast<int>(blockDim.x) <= 0x34U) {
		goto finish8;
	}
	for (int it4 = 0; it4 < 0x2; it4++) {
		if (gid3) {
			auto x5 = gid3;
			double r6 = (-(buf2[threadIdx.x & 7] - 23.75F)) - it4;
			if (!buf2) {
				auto flag7 = it4;
			}
		}
		(buf2[3]--, ((*buf2) = (+gridDim.y) * it4));
	}
finish8:;
}

__host__ __device__ int fuse9(float beta10, unsigned cfg11, unsigned int beta12 = 0xd)
{
	(--cfg11, (beta12 = 30));
	long val13(18u);
	if (((beta10 * val13) / cfg11) != (13ULL - val13)) {
		cfg11 = cfg11;
		constexpr int x14 = 1ull;
	} else {
	}
	return 9 + beta10;
}
__device__ double d_pack15[64] = {0.375, 26l, -13.375F};

static __global__ void __launch_bounds__(sizeof(unsigned int) * 0x100) rank16(float cfg17, long long *dst18, const unsigned int *src19, int *__restrict__ out20)
{
	d_pack15[threadIdx.y & 0x3F] = fuse9(src19[threadIdx.z] | 5, 4228L) - (fuse9(cfg17, 910u, *out20) - (out20[0x3] += blockIdx.x, cfg17));
	float *prod21 = reinterpret_cast<float*>(dst18);
	(d_pack15[gridDim.z & 63]++, ((*prod21) = fuse9(fuse9(19.875f, 55), blockIdx.x) ^ fuse9(+src19[blockDim.x & 7], static_cast<long>(src19[gridDim.x]), 8u + blockIdx.x)));
	switch ((*out20) + (*out20)) {
	case (1):
		switch ((*dst18) | (*out20)) {
		case 5: {
			short sum22 = gridDim.y;
			break;
		}
		case 8:
			break;
		default:
			if (out20[0b100] <= (cfg17 * 0b10001L)) {
				return;
			}
			break;
		}
		break;
	}
}
__device__ float d_sweep23 = 0.875f;
static int g_scatter24;

__device__ __noinline__ void spread25(int stride26, int n27 = 3UL)
{
	if (fuse9(50l, 0x1E4, 4) > n27) {
		int flag28 = fuse9(fuse9(21.25f * n27, d_pack15[0x30] + 57), 0xC, -static_cast<long>(threadIdx.x));
	}
	d_pack15[0x3a] = 7.375;
	short q29[6] = {static_cast<short>(6 + n27), 0x7ul, 20, 29, 066, short((stride26))};
}

__device__ __forceinline__ void step30(unsigned short beta31, const long *src32, double p33 = 3862)
{
	d_sweep23 = fuse9(fuse9(beta31 % (*src32), gridDim.y - src32[beta31]), src32[0b1]);
	int sum34 = fuse9(src32[beta31], 2U) + fuse9(fuse9(-19.375f, d_sweep23), -d_pack15[blockDim.y]);
	d_pack15[10] = fuse9(p33 + p33, fuse9(blockDim.z, gridDim.x, 1u)) - ((beta31 & warpSize) * (0xE - beta31));
	switch (sum34 + 13) {
	case 0xB: {
		constexpr int k35 = sizeof(float) * (020);
		p33 = fuse9(fuse9(18.25f / (*src32), 3 | sum34, (*src32) - k35), p33);
		[[fallthrough]];
	}
	case 0xa: {
		const char hi36 = fuse9(src32[0], (p33 - d_sweep23) + (066u * warpSize));
		break;
	}
	default:
		break;
	}
}

int main()
{
	int len37 = 2471;
	int off38 = g_scatter24;
	if ((fuse9(11.875F, 052) ^ fuse9(g_scatter24, g_scatter24, 44)) > fuse9(off38, len37)) {
		rank16<<<(g_scatter24 + 0b11111) / 32, 64>>>(fuse9(63 & len37, int(g_scatter24), fuse9(51, off38, len37)), nullptr, (const unsigned int*)nullptr, nullptr);
	} else if (g_scatter24 > 12) {
		scale1_kernel<<<sizeof(float), 32, sizeof(double) * 32>>>(static_cast<float*>(nullptr));
		dim3 q39(32, 4, 0x40);
	} else {
		scale1_kernel<<<(off38 + 31) / 32, 0x100>>>(static_cast<float*>(nullptr));
	}
	return 0;
}
