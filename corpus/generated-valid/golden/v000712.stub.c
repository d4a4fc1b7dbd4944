#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000712.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace6PcPj(char *, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep13_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_pack20Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernellPiS_Pf(long, int *, int *__restrict__, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split41_kerneliiPKj(int, int, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6trace6PcPj(char *__par0, unsigned *__restrict__ __par1){ unsigned *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(char *, unsigned *__restrict__))trace6)), 0U);}
# 12 "v000712.cu"
void trace6( char *__cuda_0,unsigned *__restrict__ __cuda_1)
# 12 "v000712.cu"
{__device_stub__Z6trace6PcPj( __cuda_0,__cuda_1);
# 18 "v000712.cu"
}
# 1 "v000712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep13_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))sweep13_kernel)), 0U); }
# 20 "v000712.cu"
void sweep13_kernel( float __cuda_0)
# 20 "v000712.cu"
{__device_stub__Z14sweep13_kernelf( __cuda_0);




}
# 1 "v000712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_pack20Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_pack20)), 0U); }
# 33 "v000712.cu"
void map_pack20( float *__cuda_0,int __cuda_1)
# 33 "v000712.cu"
{__device_stub__Z10map_pack20Pfi( __cuda_0,__cuda_1); }
# 1 "v000712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernellPiS_Pf( long __par0,  int *__par1,  int *__restrict__ __par2,  float *__restrict__ __par3) {  int *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(long, int *, int *__restrict__, float *__restrict__))apply32_kernel)), 0U); }
# 56 "v000712.cu"
void apply32_kernel( long __cuda_0,int *__cuda_1,int *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 56 "v000712.cu"
{__device_stub__Z14apply32_kernellPiS_Pf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v000712.cu"
}
# 1 "v000712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split41_kerneliiPKj( int __par0,  int __par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, const unsigned *))split41_kernel)), 0U); }
# 68 "v000712.cu"
void split41_kernel( int __cuda_0,int __cuda_1,const unsigned *__cuda_2)
# 68 "v000712.cu"
{__device_stub__Z14split41_kerneliiPKj( __cuda_0,__cuda_1,__cuda_2);
# 80 "v000712.cu"
}
# 1 "v000712.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int, const unsigned *))split41_kernel), _Z14split41_kerneliiPKj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long, int *, int *__restrict__, float *__restrict__))apply32_kernel), _Z14apply32_kernellPiS_Pf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int))map_pack20), _Z10map_pack20Pfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))sweep13_kernel), _Z14sweep13_kernelf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(char *, unsigned *__restrict__))trace6), _Z6trace6PcPj, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_drift4,::m_drift4), 0, 16UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_kick18,::c_kick18), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
