# 1 "cxx_new_delete.cu"
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
# 5 "cxx_new_delete.cu"
inline void *operator new(size_t, void *where) noexcept { return where; } 
# 6
inline void operator delete(void *, void *) noexcept { } 
# 8
struct Node { 
# 9
int key; 
# 10
Node *next; 
# 11
Node(int k, Node *n) : key(k), next(n) { } 
# 12
}; 
# 14
class Pool { 
# 16
public: static void *operator new(size_t n); 
# 17
static void operator delete(void * p) noexcept; 
# 18
int slots[64]; 
# 19
static int live; 
# 20
}; 
# 21
int Pool::live = 0; 
# 22
void *Pool::operator new(size_t n) { ++live; return ::operator new(n); } 
# 23
void Pool::operator delete(void *p) noexcept { --live; ::operator delete(p); } 
# 25
__attribute__((visibility("hidden"))) void device_alloc(int **out, int n) ;
#if 0
# 26
{ 
# 27
int *scratch = new int [n]; 
# 28
for (int i = 0; i < n; ++i) { (scratch[i]) = (i * i); }  
# 29
int *single = new int(7); 
# 30
(out[__device_builtin_variable_threadIdx.x]) = scratch; 
# 31
(scratch[0]) += (*single); 
# 32
delete single; 
# 33
} 
#endif
# 35 "cxx_new_delete.cu"
__attribute__((visibility("hidden"))) void device_free(int **ptrs) ;
#if 0
# 35
{ delete [] (ptrs[__device_builtin_variable_threadIdx.x]); } 
#endif
# 37 "cxx_new_delete.cu"
int main() 
# 38
{ 
# 39
Node *head = (nullptr); 
# 40
for (int i = 0; i < 4; ++i) { 
# 41
head = (new Node(i, head)); }  
# 42
while (head) { Node *n = head->next; delete head; head = n; }  
# 44
double *arr = new double [16](); 
# 45
delete [] arr; 
# 47
alignas(Node) unsigned char raw[sizeof(Node)]; 
# 48
Node *inplace = new (raw) Node(42, nullptr); 
# 49
int key = inplace->key; 
# 50
inplace->Node::~Node(); 
# 52
Pool *p = new Pool; 
# 53
delete p; 
# 55
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : device_alloc(nullptr, 16); 
# 56
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : device_free(nullptr); 
# 57
return key + Pool::live; 
# 58
} 

# 1 "cxx_new_delete.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f7dfa1ef_17_cxx_new_delete_cu_66440e51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_new_delete.cudafe1.stub.c"
#include "cxx_new_delete.cudafe1.stub.c"
# 1 "cxx_new_delete.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
