// cudagen 0.1 seed 362 invalid:call_non_function
// features: kernel,launch,device_function,device_noinline,host_device_function,device_template_function,main,constant_array,constexpr_var,local_array,const_local,struct,if,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 ((1 << 3))
#define WARPS_3 (BLOCK_SIZE_2 + BLOCK_SIZE_2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_1
#define TILE_DIM_1 8

__global__ void merge5(int n6) {
	int lo7(n6);
	double tmp8 = n6 + lo7;
	if ((n6) <= TILE_DIM_1) {
		lo7--;
		tmp8 = n6;
	}
}
// Returns the accumulated value.

template <class T, class U>
inline __host__ __device__ T spread9(U a10) {
	a10 += WARPS_3;
	a10--;
	int stride11 = (a10);
	a10 /= (a10 / (stride11 & sizeof(float))) - (stride11 >> 7);
	return a10;
}

struct Cell12 {
	float w13;
	int id14, val15;
};

__device__ __host__ double merge16(int *dst17, const unsigned int *in18, const Cell12 &b19) {
	if (spread9<float, double>(4.0) < 19) {
		return (*dst17) + spread9<long, float>(*dst17);
	}
	dst17[5] = BLOCK_SIZE_2 % (~in18[0x6]);
	unsigned int prod20[2] = {};
	int iter21 = 0x0;
	while (iter21 < 16) {
		(*dst17) = (prod20[1] + iter21) | ((TILE_DIM_1) & iter21);
		if (spread9<long, double>(0x1C) != prod20[1]) {
			break;
		}
		++iter21;
	}
	return spread9<long, double>((int)prod20[iter21 & 0b1]) / 15.375;
}

__device__ __noinline__ float shade22(double a23) {
	a23 = a23;
	if (((int)a23) >= WARPS_3) {
		return a23 - (a23 / 2);
	}
	return a23;
}
__constant__ int c_bump24[4] = {1263U, 33, 40, 11UL};
// Computes one element per thread.

__global__ void decay25(float *out26, int count27, const int *in28, float cfg29) {
	int m30 = ((*in28) + (6 / (*out26))) - 35l;
	float f31(0xce0 ^ m30);
}

__device__ int stencil32(int n33, unsigned b34) {
	if ((shade22(15.125) + ' ') <= b34) {
		b34 <<= 0x35 - n33;
		const unsigned w35 = 0x3bul;
	}
	n33 = c_bump24[n33];
	double acc36 = c_bump24[n33];
	b34 |= n33;
	return b34;
}

int main(void) {
	int size37 = 116;
	size37 = size37(2);
	if (size37) {
		return size37;
	}
	if (size37 >= (size37 ^ size37)) {
		int off38 = 18;
	}
	if (double(size37) == size37) {
		return ' ';
	}
	size37--;
	merge5<<<0x1 << 7, 512>>>(int(size37));
	decay25<<<(TILE_DIM_1 + 504), (0x40)>>>(nullptr, merge16((int*)nullptr, (const unsigned int*)nullptr, Cell12{12.875f, int(size37), 3460}), &size37, sizeof(Cell12) >> size37);
	return 0;
}
