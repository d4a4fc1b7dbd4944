#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001792.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold7bPi(bool, ptr6_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax15PilS_Pd(ptr6_t, idx14_t, ptr6_t, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count35_kernelPxPKij(long long *, const int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops416pack42EPjij(unsigned *__restrict__, int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold7bPi(bool __par0, ptr6_t __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(bool, ptr6_t))fold7)), 0U);}
# 13 "v001792.cu"
void fold7( bool __cuda_0,::ptr6_t __cuda_1)
# 13 "v001792.cu"
{__device_stub__Z5fold7bPi( __cuda_0,__cuda_1);



}
# 1 "v001792.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax15PilS_Pd( ptr6_t __par0,  idx14_t __par1,  ptr6_t __par2,  double *__restrict__ __par3) {  double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(ptr6_t, idx14_t, ptr6_t, double *__restrict__))relax15)), 0U); }
# 22 "v001792.cu"
void relax15( ::ptr6_t __cuda_0,::idx14_t __cuda_1,::ptr6_t __cuda_2,double *__restrict__ __cuda_3)
# 22 "v001792.cu"
{__device_stub__Z7relax15PilS_Pd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001792.cu"
}
# 1 "v001792.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count35_kernelPxPKij( long long *__par0,  const int *__par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long long *, const int *, unsigned))count35_kernel)), 0U); }
# 64 "v001792.cu"
void count35_kernel( long long *__cuda_0,const int *__cuda_1,unsigned __cuda_2)
# 64 "v001792.cu"
{__device_stub__Z14count35_kernelPxPKij( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001792.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops416pack42EPjij( unsigned *__restrict__ __par0,  int __par1,  unsigned __par2) {  unsigned *__T4;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int, unsigned))ops41::pack42)), 0U); }
# 73 "v001792.cu"
void ops41::pack42( unsigned *__restrict__ __cuda_0,int __cuda_1,unsigned __cuda_2)
# 73 "v001792.cu"
{__device_stub__ZN5ops416pack42EPjij( __cuda_0,__cuda_1,__cuda_2);
# 80 "v001792.cu"
}
# 1 "v001792.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__, int, unsigned))ops41::pack42), _ZN5ops416pack42EPjij, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long long *, const int *, unsigned))count35_kernel), _Z14count35_kernelPxPKij, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(ptr6_t, idx14_t, ptr6_t, double *__restrict__))relax15), _Z7relax15PilS_Pd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(bool, ptr6_t))fold7), _Z5fold7bPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_bump12,::c_bump12), 0, 32UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(d_sift13,::d_sift13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
