# 1 "class_static_friends.cu"
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
# 5 "class_static_friends.cu"
class DeviceRegistry; 
# 7
class Allocation { 
# 8
friend class DeviceRegistry; 
# 9
friend bool same_owner(const Allocation &, const Allocation &); 
# 11
public: struct Stats { size_t bytes; int count; }; 
# 12
static Stats totals; 
# 13
static constexpr inline size_t kAlignment = (256); 
# 14
static size_t round_up(size_t n) { return (((n + kAlignment) - (1)) / kAlignment) * kAlignment; } 
# 16
explicit Allocation(size_t n) : bytes_(round_up(n)), owner_((-1)) { (totals.bytes) += (bytes_); ++(totals.count); } 
# 17
size_t bytes() const { return bytes_; } 
# 19
private: size_t bytes_; 
# 20
int owner_; 
# 21
}; 
# 23
Allocation::Stats Allocation::totals = {(0), 0}; 
# 25
bool same_owner(const Allocation &a, const Allocation &b) { return (a.owner_) == (b.owner_); } 
# 27
class DeviceRegistry { 
# 29
public: static int next_id; 
# 30
void adopt(Allocation &a) { (a.owner_) = (id_); } 
# 31
DeviceRegistry() : id_(next_id++) { } 
# 33
protected: int id() const { return id_; } 
# 35
private: int id_; 
# 36
}; 
# 38
int DeviceRegistry::next_id = 0; 
# 40
struct Labeled : public DeviceRegistry { 
# 41
int label() const { return this->id() * 10; } 
# 42
}; 
# 44
__attribute__((visibility("hidden"))) void touch(char *p, size_t n) ;
#if 0
# 45
{ 
# 46
size_t i = ((__device_builtin_variable_blockIdx.x) * ((size_t)(__device_builtin_variable_blockDim.x))) + (__device_builtin_variable_threadIdx.x); 
# 47
if (i < n) { (p[i]) = (0); }  
# 48
} 
#endif
# 50 "class_static_friends.cu"
int main() 
# 51
{ 
# 52
Allocation a(1000), b(3000); 
# 53
DeviceRegistry r; 
# 54
Labeled l; 
# 55
r.adopt(a); 
# 56
l.adopt(b); 
# 57
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : touch(nullptr, a.bytes()); 
# 58
return ((same_owner(a, b) ? 1 : 0) + (Allocation::totals.count)) + l.label(); 
# 59
} 

# 1 "class_static_friends.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0eee310e_23_class_static_friends_cu_b737ddf0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_static_friends.cudafe1.stub.c"
#include "class_static_friends.cudafe1.stub.c"
# 1 "class_static_friends.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
