#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001462.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay5PfsjPKi(float *, short, unsigned, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__e4eb4240_10_v001462_cu_54c1871714march14_kernelEf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay5PfsjPKi(float *__par0, short __par1, unsigned __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, short, unsigned, const int *))decay5)), 0U);}
# 13 "v001462.cu"
void decay5( float *__cuda_0,short __cuda_1,unsigned __cuda_2,const int *__cuda_3)
# 14 "v001462.cu"
{__device_stub__Z6decay5PfsjPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001462.cu"
}
# 1 "v001462.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__e4eb4240_10_v001462_cu_54c1871714march14_kernelEf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))_NV_ANON_NAMESPACE::march14_kernel)), 0U); }
# 29 "v001462.cu"
void _NV_ANON_NAMESPACE::march14_kernel( float __cuda_0)
# 30 "v001462.cu"
{__device_stub__ZN43_GLOBAL__N__e4eb4240_10_v001462_cu_54c1871714march14_kernelEf( __cuda_0);
# 42 "v001462.cu"
}
# 1 "v001462.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(float))_NV_ANON_NAMESPACE::march14_kernel), _ZN43_GLOBAL__N__e4eb4240_10_v001462_cu_54c1871714march14_kernelEf, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float *, short, unsigned, const int *))decay5), _Z6decay5PfsjPKi, (-1)); __cudaRegisterManagedVariable(__T2, __shadow_var(_ZN41_INTERNAL_e4eb4240_10_v001462_cu_54c1871743_GLOBAL__N__e4eb4240_10_v001462_cu_54c1871710m_update13E,::_NV_ANON_NAMESPACE::m_update13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
