// cudagen 0.1 seed 2233 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,device_array,shared_var,shared_2d,static_shared,constexpr_var,struct,operator_overload,aligned_struct,if,if_init,for,while,ternary,compound_assign,shift,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof
#include "prelude.cuh"

__device__ int d_smooth1[8];

struct __align__(8) Particle2 {
	unsigned long long mass3;
	float val4;
	int count5;
	int vel6;
};

__host__ __device__ Particle2 operator+(Particle2 a, Particle2 b) {
	Particle2 r = a;
	r.mass3 += b.mass3;
	r.val4 += b.val4;
	r.count5 += b.count5;
	r.vel6 += b.vel6;
	return r;
}

template <class T, int N = 2>
__device__ __host__ unsigned int shade7(T *buf8, Particle2 cfg9, int stride10) {
	unsigned tmp11 = stride10;
	for (int j12 = 0; j12 < stride10; j12 += 4) {
		T stride13 = (20.125) - stride10;
		stride10 -= tmp11;
	}
	return tmp11;
}

__device__ int probe14(int *data15, unsigned short a16) {
	data15[a16] <<= 7;
	if (threadIdx.x == (51UL * (*data15))) {
		__shared__ float sh_17[0b10][11];
		int r18 = (*data15) - (sh_17[a16][10] * (d_smooth1[a16] + a16));
	}
	static __shared__ float sh_19[32];
	return sh_19[12];
}

__global__ void pack20(int n21) {
	int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx22 >= n21) {
		return;
	}
	int acc23 = idx22;
	float stride24 = 50l % (((blockIdx.x * idx22) <= threadIdx.y) ? (gridDim.x * d_smooth1[idx22]) : threadIdx.y);
	stride24 = gridDim.x;
}

constexpr int check_filter25(int count26, float a27) {
	return ((count26 / 0b10100) <= count26) ? 37lu : count26;
}

int main(void) {
	int n28 = 3295;
	int iter29 = 0;
	while (iter29 < (0b10 * 2)) {
		if (constexpr unsigned char w30 = (48); static_cast<unsigned>((n28)) >= ((n28 > 56U) ? 8 : w30)) {
			int pass31 = 0;
			while (pass31 < iter29) {
				pack20<<<dim3(sizeof(unsigned int) * 2, 4 * 4), 1 << 9>>>(iter29);
				++pass31;
			}
			dim3 h32(0b100000 * 2);
		}
		++iter29;
	}
	return 0;
}
