// cudagen 0.1 seed 468 invalid:grid_constant_non_kernel
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,struct,struct_template,if,range_for,goto,static_assert,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

template <typename T>
struct Span1 {
	T y2;
	float x3;
	unsigned int mass4;
};

__device__ double scatter5(Span1<unsigned int> a6, float a7, long b8) {
	--b8;
	Span1<long> val9 = {static_cast<long>(b8 / 33U), 1.0f, 20};
	__shared__ int sh_10[128];
	if (a7 > 7) {
		goto done11;
	}
	a6.x3++;
done11:;
	return ((34ll / b8) + b8);
}

template <class T>
__device__ T bias12(T *data13) {
	(*data13) *= data13[blockIdx.x] + (sizeof(Span1<long>) + (-data13[warpSize]));
	--(*data13);
	static_assert((56) > 55, "tile must fit");
	if (int(data13[0]) != 54) {
		goto skip14;
	}
	scatter5(Span1<unsigned int>{2U, float(data13[threadIdx.y]), 27}, scatter5(Span1<unsigned int>{51, static_cast<float>(14.875f), 8}, (*data13) + 5.125f, scatter5(Span1<unsigned int>{5U, 6.0F, 18}, blockIdx.x, gridDim.x)), scatter5(Span1<unsigned int>{5U, 9.0f, 0L}, ((*data13) >= (*data13)) ? threadIdx.x : (*data13), 58 >> gridDim.y));
	data13[3] = (data13[blockDim.x] += data13[threadIdx.y], scatter5(Span1<unsigned int>{static_cast<unsigned>(data13[5]), static_cast<float>(data13[3]), 8u}, (data13 == nullptr) ? threadIdx.y : (*data13), 55ul + (*data13)));
	data13[0b111] = ((31 >> threadIdx.x) >= (*data13)) ? (*data13) : ((*data13) += threadIdx.z, (43u / blockIdx.y));
skip14:;
	return (double)scatter5(Span1<unsigned int>{}, gridDim.y, -3444);
}

__global__ void bump15_kernel(const int *input16) {
	static __shared__ float sh_17[64];
	for (auto z18 : sh_17) {
		++sh_17[blockDim.x];
		sh_17[threadIdx.x] /= 6UL - scatter5(Span1<unsigned int>{}, sh_17[blockDim.x] - 14.125f, z18);
	}
	static __shared__ int sh_19[3][(16)];
}
__device__ int gc_helper23(__grid_constant__ const int x)
{
    return x;
}

int main() {
	int count20 = 728;
	if ((count20 * count20) > 7)
		return count20;
	long long z21 = (count20 += sizeof(Span1<long>), count20);
	float r22{21.5F};
	bump15_kernel<<<1 << 2, 1 << 5, 256>>>(&count20);
	return 0;
}
