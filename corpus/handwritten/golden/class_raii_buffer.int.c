# 1 "class_raii_buffer.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 5 "class_raii_buffer.cu"
template< class T> 
# 6
class HostBuffer { 
# 8
public: HostBuffer() = default;
# 9
explicit HostBuffer(size_t n) : data_(new T [n]()), size_(n) { } 
# 10
~HostBuffer() { delete [] (data_); } 
# 12
HostBuffer(const HostBuffer &) = delete;
# 13
HostBuffer &operator=(const HostBuffer &) = delete;
# 14
HostBuffer(HostBuffer &&o) noexcept : data_(o.data_), size_(o.size_) { (o.data_) = nullptr; (o.size_) = (0); } 
# 15
HostBuffer &operator=(HostBuffer &&o) noexcept 
# 16
{ 
# 17
if (this != (&o)) { 
# 18
delete [] (data_); 
# 19
(data_) = (o.data_); (size_) = (o.size_); 
# 20
(o.data_) = nullptr; (o.size_) = (0); 
# 21
}  
# 22
return *this; 
# 23
} 
# 25
T *data() const { return data_; } 
# 26
size_t size() const { return size_; } 
# 27
T &operator[](size_t i) { return (data_)[i]; } 
# 30
private: T *data_ = (nullptr); 
# 31
size_t size_ = (0); 
# 32
}; 
# 34
class LaunchCounter { 
# 36
public: explicit LaunchCounter(int &c) : count_(c) { ++(count_); } 
# 37
~LaunchCounter() { --(count_); } 
# 39
private: int &count_; 
# 40
}; 
# 42
__attribute__((visibility("hidden"))) void iota(int *p, int n) ;
#if 0
# 43
{ 
# 44
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (i < n) { (p[i]) = i; }  
# 46
} 
#endif
# 48 "class_raii_buffer.cu"
int active_launches = 0; 
# 50
int main() 
# 51
{ 
# 52
HostBuffer< int>  a(256); 
# 53
HostBuffer< int>  b; 
# 54
(b = (static_cast< HostBuffer< int>  &&>(a))); 
# 55
{ 
# 56
LaunchCounter guard(active_launches); 
# 57
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : iota(b.data(), (int)b.size()); 
# 58
} 
# 59
b[3] = 42; 
# 60
return active_launches + ((a.data() == (nullptr)) ? 0 : 1); 
# 61
} 

# 1 "class_raii_buffer.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__75e5452c_20_class_raii_buffer_cu_c9c766ae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_raii_buffer.cudafe1.stub.c"
#include "class_raii_buffer.cudafe1.stub.c"
# 1 "class_raii_buffer.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
