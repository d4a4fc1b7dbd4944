#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "cxx_gnu_attributes.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5axpy4PK8float4_tPS_i(const struct float4_t *__restrict__, struct float4_t *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5axpy4PK8float4_tPS_i(const struct float4_t *__restrict__ __par0, struct float4_t *__restrict__ __par1, int __par2){ const struct float4_t *__T1;
 struct float4_t *__T2;
__cudaLaunchPrologue(3);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const struct float4_t *__restrict__, struct float4_t *__restrict__, int))axpy4)), 0U);}
# 33 "cxx_gnu_attributes.cu"
void axpy4( const struct ::float4_t *__restrict__ __cuda_0,struct ::float4_t *__restrict__ __cuda_1,int __cuda_2)
# 34 "cxx_gnu_attributes.cu"
{__device_stub__Z5axpy4PK8float4_tPS_i( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "cxx_gnu_attributes.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const struct float4_t *__restrict__, struct float4_t *__restrict__, int))axpy4), _Z5axpy4PK8float4_tPS_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
