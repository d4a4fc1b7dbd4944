#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001485.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp7PiiPm(int *, int, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep18Pi(int *__restrict__);
static void __device_stub__Z8gather21IlEvPKT_iPhi(const long *, int, unsigned char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp7PiiPm(int *__par0, int __par1, size_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, size_t *))warp7)), 0U);}
# 12 "v001485.cu"
void warp7( int *__cuda_0,int __cuda_1,::size_t *__cuda_2)
# 12 "v001485.cu"
{__device_stub__Z5warp7PiiPm( __cuda_0,__cuda_1,__cuda_2);
# 24 "v001485.cu"
}
# 1 "v001485.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep18Pi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))sweep18)), 0U); }
# 26 "v001485.cu"
void sweep18( int *__restrict__ __cuda_0)
# 26 "v001485.cu"
{__device_stub__Z7sweep18Pi( __cuda_0);




}
# 1 "v001485.cudafe1.stub.c"
static void __device_stub__Z8gather21IlEvPKT_iPhi( const long *__par0,  int __par1,  unsigned char *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, int, unsigned char *, int))gather21<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather21<long>( const long *&__cuda_0,int &__cuda_1,unsigned char *&__cuda_2,int &__cuda_3){__device_stub__Z8gather21IlEvPKT_iPhi( (const long *&)__cuda_0,(int &)__cuda_1,(unsigned char *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const long *, int, unsigned char *, int))gather21<long> ), _Z8gather21IlEvPKT_iPhi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))sweep18), _Z7sweep18Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int, size_t *))warp7), _Z5warp7PiiPm, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_filter6,::d_filter6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
