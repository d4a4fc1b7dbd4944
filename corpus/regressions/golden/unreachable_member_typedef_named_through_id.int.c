# 1 "unreachable_member_typedef_named_through_id.cu"
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
# 5 "unreachable_member_typedef_named_through_id.cu"
template< class U, bool C, bool V> struct CvSel { typedef U __type; }; 
# 6
template< class Q, class U, bool C = false, bool V = false> class MatchCv { typedef CvSel< U, C, V>  __match; public: typedef typename CvSel< U, C, V> ::__type __type; }; 
# 7
struct SelBase { 
# 8
template< class ...> struct _List { }; 
# 9
template< unsigned long Sz, class L, bool  = Sz <= (4)> struct __select; 
# 10
template< unsigned long Sz, class U, class ...Us> struct __select< Sz, _List< U, Us...> , true>  { using __type = U; }; 
# 11
template< unsigned long Sz, class U, class ...Us> struct __select< Sz, _List< U, Us...> , false>  : public SelBase::template __select< Sz, _List< Us...> >  { }; 
# 12
}; 
# 13
template< class T, bool A = true, bool B = false> class Sel; 
# 14
template< class T> class Sel< T, false, true>  : private SelBase { 
# 15
using _UInts = _List< unsigned char, unsigned short, unsigned, unsigned long> ; 
# 16
using __unsigned_type = typename __select< sizeof(T), _List< unsigned char, unsigned short, unsigned, unsigned long> > ::__type; 
# 18
public: using __type = typename MatchCv< T, __unsigned_type> ::__type; 
# 19
}; 
# 20
template< class T> struct MU { }; 
# 21
template<> struct MU< wchar_t>  { using __type = Sel< wchar_t, false, true> ::__type; }; 
# 22
MU< wchar_t> ::__type v1; 

# 1 "unreachable_member_typedef_named_through_id.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59ca6f68_46_unreachable_member_typedef_named_through_id_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unreachable_member_typedef_named_through_id.cudafe1.stub.c"
#include "unreachable_member_typedef_named_through_id.cudafe1.stub.c"
# 1 "unreachable_member_typedef_named_through_id.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
